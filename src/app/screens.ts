import type { ComponentType, LazyExoticComponent } from 'react';
import { lazyScreens } from './preload';
import { HASH_ROUTES, ROUTES } from '@/routes';

/**
 * The screens that exist, by path: each is its own lazily loaded chunk, its scripts asked for all at
 * once from the HTML's list (./preload). The router registers these, and the test page links only
 * to these.
 */
export const screens: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = lazyScreens({
  [ROUTES.testPreview]: () => import('@/screens/testPreview'),
  [ROUTES.complaintList]: () => import('@/screens/complaintList'),
  [ROUTES.customerService]: () => import('@/screens/customerService'),
  [ROUTES.complaintDetails]: () => import('@/screens/complaintDetails'),
  [ROUTES.complaintEntry]: () => import('@/screens/complaintEntry'),
  [ROUTES.complaintNew]: () => import('@/screens/complaintNew'),
  [ROUTES.complaintForm]: () => import('@/screens/complaintForm'),
  [ROUTES.cardRepay]: () => import('@/screens/cardRepay'),
  [ROUTES.changeMethod]: () => import('@/screens/changeMethod'),
  [ROUTES.vaRepay]: () => import('@/screens/vaRepay'),
  [ROUTES.loanDetails]: () => import('@/screens/loanDetails'),
  [ROUTES.recommended]: () => import('@/screens/recommended'),
  [ROUTES.loginFailure]: () => import('@/screens/loginFailure'),
  [ROUTES.repayment]: () => import('@/screens/repayment'),
  [ROUTES.repaymentDelay]: () => import('@/screens/repaymentDelay'),
  [ROUTES.loanConfirm]: () => import('@/screens/loanConfirm'),
  [ROUTES.loanAgreement]: () => import('@/screens/loanAgreement'),
  [ROUTES.chatbot]: () => import('@/screens/chatbot'),
  [ROUTES.site]: () => import('@/screens/site'),
  [ROUTES.sitePolicy]: () => import('@/screens/sitePolicy'),
  [ROUTES.siteLoan]: () => import('@/screens/siteLoan'),
  [ROUTES.siteAbout]: () => import('@/screens/siteAbout'),
  [ROUTES.siteContact]: () => import('@/screens/siteContact'),
  [ROUTES.siteUser]: () => import('@/screens/siteUser'),
  [ROUTES.privacyPolicy]: () => import('@/screens/privacyPolicy'),
  [ROUTES.privacyPolicyApp]: () => import('@/screens/privacyPolicyApp'),
  [ROUTES.aboutUs]: () => import('@/screens/aboutUs'),
  [ROUTES.loanTerms]: () => import('@/screens/loanTerms'),
});

/**
 * The hash routes' screens (the promotion pages, `/#/registerTemplate?..`), by their hash path: a
 * hash naming one of them shows it whatever the path is.
 */
export const hashScreens: Readonly<Record<string, LazyExoticComponent<ComponentType>>> = lazyScreens(
  {
    [HASH_ROUTES.registerTemplate]: () => import('@/screens/registerTemplate'),
    [HASH_ROUTES.downloadTemplate]: () => import('@/screens/downloadTemplate'),
    [HASH_ROUTES.agreementTemplate]: () => import('@/screens/agreementTemplate'),
  },
  // The HTML's list keys a hash route as `#<path>`.
  '#',
);

/** Every built screen's address: its path, or `/#<path>` for a hash route. */
export const availablePaths: ReadonlySet<string> = new Set([
  ...Object.keys(screens),
  ...Object.keys(hashScreens).map((path) => `/#${path}`),
]);
