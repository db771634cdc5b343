import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import * as v from 'valibot';
import type { LoadResult } from '@machines/shared/load';
import {
  complaintFormMachine,
  type ComplaintKey,
  type ComplaintSubmission,
  type Draft,
  type DraftParams,
  type Titles,
} from '@machines/complaintForm/complaintForm.machine';
import { ComplaintFormPage } from '@/screens/complaintForm/ComplaintFormView';
import { complaintsApi, type ProblemOption } from '@/services/api/complaints';
import { compressImage } from '@/services/images';
import { safeUrl } from '@/services/safeUrl';
import { storage } from '@/services/storage';
import { fromRequest, toLoadResult } from '../shared/actors';
import { withEffects } from '../shared/effects';

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

/** Compresses the photo on the phone, then uploads it, reporting whole percents only. */
async function upload(original: File, signal: AbortSignal, onPercent: (percent: number) => void): Promise<LoadResult<string>> {
  const file = await compressImage(original);
  let reported = -1;
  const result = await complaintsApi.uploadImage(file, file.name, {
    signal,
    onProgress: (fraction) => {
      const percent = Math.round(fraction * 100);
      // Cheap phones need not re-render for every chunk the network takes.
      if (percent === reported || signal.aborted) return;
      reported = percent;
      onPercent(percent);
    },
  });
  if (!result.success) return { ok: false, message: result.message };
  const url = safeUrl(result.data.url);
  // A URL we would refuse to show is no upload: the tile fails and can be retried.
  if (url === null) throw new Error('The server answered with an unusable image URL');
  return { ok: true, data: url };
}

const logic = withEffects(complaintFormMachine).provide({
  actors: {
    loadTitles: fromRequest<LoadResult<Titles>, ComplaintKey>((input, signal) =>
      complaintsApi.init({ orderNo: input.orderNo }, { signal }).then((result) =>
        toLoadResult(result, (data) => ({
          type: titleOf(data.problemType, input.problemType),
          sonType: titleOf(data.problemSonType, input.problemSonType),
        })),
      ),
    ),
    uploadImage: fromRequest<LoadResult<string>, { file: File }>((input, signal, tellParent) =>
      upload(input.file, signal, (percent) => tellParent({ type: 'upload.progress', percent })),
    ),
    saveComplaint: fromRequest<LoadResult<unknown>, ComplaintSubmission>((input, signal) =>
      complaintsApi.save(input, { signal }).then((result) => toLoadResult(result, () => null)),
    ),
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
  const [input] = useState(() => ({ ...complaint, draft: readDraft(complaint) }));
  return <ComplaintFormPage logic={logic} input={input} />;
}
