import { common } from './common';
import { preview } from './preview';
import { complaintEntry } from './complaintEntry';
import { complaintForm } from './complaintForm';
import { complaintList } from './complaintList';
import { complaintDetails } from './complaintDetails';
import { customerService } from './customerService';

const catalog = { ...common, ...preview, ...complaintEntry, ...complaintForm, ...complaintList, ...complaintDetails, ...customerService };
export type Messages = typeof catalog;
export type MessageKey = keyof Messages;
export default catalog;
