import type { CatalogKey } from '../en-IN';
import { common } from './common';

const catalog: Record<CatalogKey, string> = { ...common };
export default catalog;
