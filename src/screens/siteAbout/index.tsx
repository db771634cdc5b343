import { getVariant } from '@/services/session';
import { aboutUs } from '../shared/documents/aboutUs';
import { Document } from '../shared/documents/Document';
import { SiteLayout } from '../shared/site/SiteLayout';
import { useTitle } from '../shared/useTitle';

/** /About (§2): about us (the operating company and the app) inside the public site. */
export default function SiteAboutScreen() {
  const content = aboutUs[getVariant().locale];
  useTitle(content.title);
  return (
    <SiteLayout>
      <div className="site-page">
        <Document content={content} />
      </div>
    </SiteLayout>
  );
}
