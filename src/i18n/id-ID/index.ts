import type { CatalogKey } from '../en-IN';
import { common } from './common';
import { preview } from './preview';
import { complaintEntry } from './complaintEntry';
import { complaintForm } from './complaintForm';
import { complaintList } from './complaintList';
import { complaintDetails } from './complaintDetails';

const catalog: Record<CatalogKey, string> = { ...common, ...preview, ...complaintEntry, ...complaintForm, ...complaintList, ...complaintDetails };
export default catalog;
