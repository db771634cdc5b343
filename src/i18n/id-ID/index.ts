import type { MessageKey } from '../en-IN';
import { common } from './common';
import { preview } from './preview';

const catalog: Record<MessageKey, string> = { ...common, ...preview };
export default catalog;
