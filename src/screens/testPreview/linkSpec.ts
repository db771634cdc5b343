import type { FlowManifest } from '../shared/manifest';

/** One test page link as the manifests give it (./links.ts is generated from them). */
export type PreviewLinkSpec = { flow: string } & NonNullable<FlowManifest['testPage']>;
