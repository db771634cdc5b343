import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES } from './routes';

/**
 * The screens that exist, by path: each is its own lazily loaded chunk. The router registers
 * these, and the test page links only to these.
 */
export const screens: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  [ROUTES.testPreview]: lazy(() => import('./flows/testPreview')),
  [ROUTES.complaintList]: lazy(() => import('./flows/complaintList')),
  [ROUTES.customerService]: lazy(() => import('./flows/customerService')),
  [ROUTES.complaintDetails]: lazy(() => import('./flows/complaintDetails')),
  [ROUTES.complaintEntry]: lazy(() => import('./flows/complaintEntry')),
  [ROUTES.complaintForm]: lazy(() => import('./flows/complaintForm')),
};

export const availablePaths: ReadonlySet<string> = new Set(Object.keys(screens));
