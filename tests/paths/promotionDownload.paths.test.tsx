import type { LandingTemplate } from '@machines/registration/registration.machine';
import PromotionDownloadScreen from '@/screens/promotionDownload';
import { CHANNEL_TEMPLATE, describePaths, expectClosedOnLeave, tap, tapInAlert } from './replay';
import { ENDED, promotionDownloadSpec, TEMPLATE } from './specs/registration';

// The page a registered visitor lands on (§2 downloadTemplate), its tracking query in the hash.
const ADDRESS = '/?isNeedPop=1#/downloadTemplate?app_from=adnet&user_from=u77&utm_tag=spring&id=1001&links_id=55';

describePaths(promotionDownloadSpec)({
  screen: PromotionDownloadScreen,
  address: ADDRESS,
  network: { loadTemplate: CHANNEL_TEMPLATE },
  gestures: {
    'user.retry': tap('Try again'),
    'user.leave': tapInAlert('Back'),
  },
  states: {
    '*': ({ screen }) => {
      expect(document.title).toBe('Download the app');
      expect(screen.getByRole('heading', { level: 1, name: 'One step left' })).toBeInTheDocument();
    },
    loading: ({ screen, network }) => {
      expect(screen.getByText('loading...')).toBeInTheDocument();
      expect(network.last('loadTemplate').query).toMatchObject({ templateId: '1001', isNeedPop: '1' });
      expect(screen.queryByRole('link', { name: 'Download the app' })).toBeNull();
    },
    refused: (context) => {
      expect(context.screen.getByRole('alert')).toHaveTextContent(ENDED);
      expectClosedOnLeave(context);
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
