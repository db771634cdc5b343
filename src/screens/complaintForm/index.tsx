import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import { fromCallback, type EventObject } from 'xstate';
import type { LoadResult } from '@machines/shared/load';
import {
  complaintFormMachine,
  type ComplaintKey,
  type ComplaintSubmission,
  type Draft,
  type DraftParams,
  type Titles,
  type UploadEvent,
} from '@machines/complaintForm/complaintForm.machine';
import { addMessages, t } from '@/i18n';
import { complaintForm as english } from './strings.en-IN';
import { complaintForm as indonesian } from './strings.id-ID';
import { complaintsApi, type ProblemOption } from '@/services/api/complaints';
import { safeUrl } from '@/services/safeUrl';
import { storage } from '@/services/storage';
import { fromLoad, fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';
import { useFlowActor } from '../shared/useFlowActor';
import { useScreen } from '../shared/useScreen';
import { ComplaintFormView } from './ComplaintFormView';
import { select } from './select';

addMessages({ 'en-IN': english, 'id-ID': indonesian });

/** One draft per order and problem (type and sub-type): §4 "Local storage is cleared after a save". */
export function draftKey(key: ComplaintKey): string {
  return `complaintDraft:${key.orderNo}:${key.problemType}:${key.problemSonType}`;
}

const StoredDraft = v.object({ text: v.string(), imageUrls: v.array(v.string()) });

/** The stored draft, or null; a damaged or unsafe entry is dropped rather than shown. */
export function readDraft(key: ComplaintKey): Draft | null {
  const parsed = v.safeParse(StoredDraft, storage.get(draftKey(key)));
  if (!parsed.success) return null;
  const imageUrls = parsed.output.imageUrls.filter((url) => safeUrl(url) !== null);
  return { text: parsed.output.text, imageUrls };
}

const titleOf = (options: readonly ProblemOption[], value: string) =>
  value === '' ? '' : (options.find((option) => option.value === value)?.title ?? '');

/**
 * Compresses the photo on the phone, then uploads it, reporting whole percents only (cheap phones
 * need not re-render for every chunk the network takes) and then the outcome.
 */
async function upload(original: File, signal: AbortSignal, onPercent: (percent: number) => void): Promise<UploadEvent> {
  // Loaded when the first photo is picked: the form's first paint does not wait for it.
  const { compressImage } = await import('@/services/images');
  const file = await compressImage(original);
  let reported = -1;
  const result = await complaintsApi.uploadImage(file, file.name, {
    signal,
    onProgress: (fraction) => {
      const percent = Math.round(fraction * 100);
      if (percent === reported) return;
      reported = percent;
      onPercent(percent);
    },
  });
  if (!result.success) return { type: 'upload.refused', message: result.message };
  const url = safeUrl(result.data.url);
  // A URL we would refuse to show is no upload: the tile fails and can be retried.
  return url === null ? { type: 'upload.failed' } : { type: 'upload.uploaded', url };
}

/** The upload as a callback actor: progress and outcome go back to the form; stopping it aborts. */
const uploadImage = fromCallback<EventObject, { file: File }>(({ input, sendBack }) => {
  const controller = new AbortController();
  const tell = (event: UploadEvent) => {
    if (!controller.signal.aborted) sendBack(event);
  };
  upload(input.file, controller.signal, (percent) => tell({ type: 'upload.progress', percent })).then(tell, () =>
    tell({ type: 'upload.failed' }),
  );
  return () => controller.abort();
});

/** The complaint form's binding: its three requests, the draft in storage, the shared effects. */
export const logic = withEffects(complaintFormMachine).provide({
  actors: {
    loadTitles: fromRequest<LoadResult<Titles>, ComplaintKey>((input, signal) =>
      complaintsApi.init({ orderNo: input.orderNo }, { signal }).then((result) =>
        toLoadResult(result, (data) => ({
          type: titleOf(data.problemType, input.problemType),
          sonType: titleOf(data.problemSonType, input.problemSonType),
        })),
      ),
    ),
    uploadImage,
    saveComplaint: fromLoad<ComplaintSubmission, unknown, unknown>(complaintsApi.save, () => null),
  },
  actions: {
    saveDraft: (_, { text, imageUrls, ...key }: DraftParams) => {
      if (text === '' && imageUrls.length === 0) storage.remove(draftKey(key));
      else storage.set(draftKey(key), { text, imageUrls });
    },
    clearDraft: (_, key: ComplaintKey) => storage.remove(draftKey(key)),
  },
});

export default function ComplaintFormScreen() {
  const [query] = useSearchParams();
  const key: ComplaintKey = {
    problemType: query.get('problemType') ?? '',
    problemSonType: query.get('problemSonType') ?? '',
    orderNo: query.get('orderNo') ?? '',
  };
  return <ComplaintForm key={draftKey(key)} complaint={key} />;
}

/** Keyed by the complaint: another order or type in the address is another form and draft. */
function ComplaintForm({ complaint }: { complaint: ComplaintKey }) {
  // The draft is read once, when this form starts (a reload starts it again from storage).
  const [input] = useState(() => ({ ...complaint, draft: readDraft(complaint) }));
  const actor = useFlowActor(logic, input);
  const view = useScreen(actor, select, t('complaintForm.title'));
  return <ComplaintFormView view={view} send={actor.send} />;
}
