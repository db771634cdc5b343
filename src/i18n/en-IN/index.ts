import { common } from './common';
import { preview } from './preview';
import { complaintEntry } from './complaintEntry';
import { complaintForm } from './complaintForm';
import { complaintList } from './complaintList';
import { complaintDetails } from './complaintDetails';
import { customerService } from './customerService';
import { cardRepay } from '../shared/cardRepay';
import { registration } from '../shared/registration';

const catalog = { ...common, ...preview, ...complaintEntry, ...complaintForm, ...complaintList, ...complaintDetails, ...customerService, ...registration, ...cardRepay };
export type Messages = typeof catalog;
export type MessageKey = keyof Messages;
export default catalog;
