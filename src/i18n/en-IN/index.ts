import { common } from './common';
import { preview } from './preview';

const catalog = { ...common, ...preview };
export type Messages = typeof catalog;
export type MessageKey = keyof Messages;
export default catalog;
