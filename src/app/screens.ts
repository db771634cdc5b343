import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { ROUTES } from '@/routes';

/**
 * The screens that exist, by path: each is its own lazily loaded chunk. The router registers
 * these, and the test page links only to these.
 */
export const screens: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = {
  [ROUTES.testPreview]: lazy(() => import('@/screens/testPreview')),
  [ROUTES.complaintList]: lazy(() => import('@/screens/complaintList')),
  [ROUTES.customerService]: lazy(() => import('@/screens/customerService')),
  [ROUTES.complaintDetails]: lazy(() => import('@/screens/complaintDetails')),
  [ROUTES.complaintEntry]: lazy(() => import('@/screens/complaintEntry')),
  [ROUTES.complaintForm]: lazy(() => import('@/screens/complaintForm')),
  [ROUTES.cardRepay]: lazy(() => import('@/screens/cardRepay')),
  [ROUTES.changeMethod]: lazy(() => import('@/screens/changeMethod')),
  [ROUTES.vaRepay]: lazy(() => import('@/screens/vaRepay')),
  [ROUTES.loanDetails]: lazy(() => import('@/screens/loanDetails')),
  [ROUTES.recommended]: lazy(() => import('@/screens/recommended')),
  [ROUTES.loginFailure]: lazy(() => import('@/screens/loginFailure')),
  [ROUTES.repayment]: lazy(() => import('@/screens/repayment')),
  [ROUTES.repaymentDelay]: lazy(() => import('@/screens/repaymentDelay')),
  [ROUTES.loanConfirm]: lazy(() => import('@/screens/loanConfirm')),
};

export const availablePaths: ReadonlySet<string> = new Set(Object.keys(screens));
