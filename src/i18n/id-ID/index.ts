import type { MessageKey } from '../en-IN';
import { common } from './common';
import { preview } from './preview';
import { complaintEntry } from './complaintEntry';
import { complaintForm } from './complaintForm';
import { complaintList } from './complaintList';
import { complaintDetails } from './complaintDetails';
import { customerService } from './customerService';
import { cardRepay } from '../shared/cardRepay';
import { registration } from '../shared/registration';

const catalog: Record<MessageKey, string> = { ...common, ...preview, ...complaintEntry, ...complaintForm, ...complaintList, ...complaintDetails, ...customerService, ...registration, ...cardRepay };
export default catalog;
