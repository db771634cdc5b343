import { useContext, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fromPromise } from 'xstate';
import { testPreviewMachine, type GeoPosition, type PreviewFields } from '@machines/testPreview/testPreview.machine';
import { addMessages, t } from '@/i18n';
import { preview as english } from './strings.en-IN';
import { preview as indonesian } from './strings.id-ID';
import { readLocation } from '@/services/device';
import { getSession, getVariant, linkWithSession, routeHref } from '@/services/session';
import { AvailableRoutes } from '../shared/availableRoutes';
import type { Links } from '../shared/links';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { SmsCodeButton } from '../smsCode';
import { selectFor } from './select';
import { TestPreviewView } from './TestPreviewView';

// The developer page's labels travel with it, not in the catalog every borrower downloads.
addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** The test page's binding: the browser's geolocation is its one actor (no network). */
export const logic = testPreviewMachine.provide({
  actors: { readLocation: fromPromise<GeoPosition>(({ signal }) => readLocation(signal)) },
});

/** The test page's links carry the visit's session (its select reads none itself). */
const LINKS: Links = { path: linkWithSession, route: routeHref };

/** The fields start from the session the page was opened with, the order fields from its query. */
function initialFields(query: URLSearchParams): PreviewFields {
  const session = getSession();
  return {
    appVersion: session.appVersion,
    deviceName: session.deviceName,
    deviceId: session.deviceId,
    osVersion: session.osVersion,
    token: session.token,
    gid: session.gid,
    productId: query.get('productId') ?? '',
    orderId: query.get('orderId') ?? '',
  };
}

export default function TestPreviewScreen() {
  const [query] = useSearchParams();
  const [input] = useState(() => ({ fields: initialFields(query) }));
  const available = useContext(AvailableRoutes);
  const actor = useFlowActor(logic, input);
  const market = getVariant().locale === 'en-IN' ? 'IN' : 'ID';
  const select = useMemo(() => selectFor(available, market, LINKS), [available, market]);
  const view = useScreen(actor, select, t('preview.title'));
  return <TestPreviewView view={view} send={actor.send} smsButton={<SmsCodeButton />} />;
}
