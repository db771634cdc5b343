import { within } from '@testing-library/react';
import type { LandingTemplate } from '@machines/registration/registration.machine';
import type { LoadResult } from '@machines/shared/load';
import { paths } from '@/config';
import PromotionDownloadScreen from '@/screens/promotionDownload';
import { describePaths, envelope, refusal } from './replay';
import { ENDED, promotionDownloadSpec, TEMPLATE } from './specs/registration';

// The page a registered visitor lands on (§2 downloadTemplate), its tracking query in the hash.
const ADDRESS = '/?isNeedPop=1#/downloadTemplate?app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55';

describePaths(promotionDownloadSpec)({
  screen: PromotionDownloadScreen,
  address: ADDRESS,
  network: {
    loadTemplate: {
      method: 'GET',
      path: paths.promotion('/service/channel/channel-template'),
      answer: (output: LoadResult<LandingTemplate>) => (output.ok ? envelope(output.data) : refusal(output.message)),
    },
  },
  gestures: {
    'user.retry': async ({ user, screen }) => {
      await user.click(screen.getByRole('button', { name: 'Try again' }));
    },
    'user.leave': async ({ user, screen }) => {
      await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Back' }));
    },
  },
  states: {
    '*': ({ screen }) => {
      expect(document.title).toBe('Download the app');
      expect(screen.getByRole('heading', { level: 1, name: 'One step left' })).toBeInTheDocument();
    },
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(network.requestsOf('loadTemplate').at(-1)!.query).toMatchObject({ templateId: '1001', isNeedPop: '1' });
      expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
    },
    refused: ({ screen, bridge, event }) => {
      expect(screen.getByRole('alert')).toHaveTextContent(ENDED);
      expect(bridge.filter((call) => call.method === 'closeWebView')).toHaveLength(event?.type === 'user.leave' ? 1 : 0);
    },
    failed: ({ screen }) => {
      expect(screen.getByRole('alert')).toHaveTextContent('The download link could not be loaded.');
    },
    // The template's download address (through safeUrl), or a word where it has none.
    ready: ({ screen, snapshot }) => {
      const url = (snapshot.context as { template: LandingTemplate }).template.downloadUrl;
      if (url) expect(screen.getByRole('link', { name: 'Download the app' })).toHaveAttribute('href', TEMPLATE.downloadUrl);
      else {
        expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
        expect(screen.getByText('The download link is not available right now. Please find the app in your app store.')).toBeInTheDocument();
      }
    },
  },
});
