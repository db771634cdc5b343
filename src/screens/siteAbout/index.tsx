import { aboutUs } from '../shared/documents/aboutUs';
import { SiteDocumentPage } from '../shared/site/SiteDocumentPage';
import { useSiteVisit } from '../shared/site/siteVisit';

/** /About (§2): about us (the operating company and the app) inside the public site. */
export default function SiteAboutScreen() {
  return <SiteDocumentPage document={aboutUs} visit={useSiteVisit()} />;
}
