import { LOAD_WORDS } from '../shared/load';
import { EFFECT_WORDS, machineWords } from '../shared/words';

/** The product's words of this flow's machine (machines/shared/words.ts): its purpose and every part it names. */
export const complaintFormWords = machineWords({
  purpose: 'The complaint form: the borrower describes the problem, adds up to 9 images and sends the complaint',
  events: {
    'user.editText': 'Borrower types the description (200 characters at most)',
    'user.pickImages': 'Borrower picks images',
    'user.removeImage': "Borrower taps an image's remove button",
    'user.retryImage': "Borrower taps Retry on an image that failed",
    'user.tapSend': 'Borrower taps Send',
    'user.retryTitles': 'Borrower taps Retry under the problem type',
    'upload.progress': 'The image going up reports its progress',
    'upload.uploaded': 'The image is uploaded',
    'upload.refused': 'The server refused the image, with its message',
    'upload.failed': 'The image did not go up (no connection or a bad answer)',
  },
  guards: {
    ...LOAD_WORDS.guards,
    isDescriptionBlank: 'The description is empty (spaces alone count as empty)',
    isImageLimitReached: 'The form has 9 images',
    isPickOverflowing: 'More images are picked than there is room for (9 at most)',
    hasImageAt: 'The image to remove is on the form',
    isRetryable: 'The image to retry has failed',
    hasFailedImage: 'An image failed to upload',
    hasPendingUpload: 'An image is still waiting or uploading',
    hasQueuedImage: 'An image is waiting to upload',
    isCurrentUploadGone: 'The image that was uploading was removed',
  },
  delays: {
    successModal: "The success message's 1.5 seconds pass",
  },
  actors: {
    loadTitles: {
      does: 'Asks for the names of the problem type and sub-type',
      done: 'Problem type answered',
      error: 'Problem type not loaded (network or server fault)',
    },
    uploadImage: {
      does: 'Compresses and uploads one image, reporting its progress',
      done: 'Upload ended',
      error: 'Upload stopped on a fault',
    },
    saveComplaint: {
      does: 'Sends the complaint (description and uploaded images)',
      done: 'Complaint answered',
      error: 'Complaint not sent (network or server fault)',
    },
  },
  actions: {
    ...EFFECT_WORDS,
    ...LOAD_WORDS.actions,
    saveDraft: 'Keeps the draft (text and uploaded images) on the phone',
    clearDraft: 'Forgets the draft on the phone',
    setTitles: 'Shows the problem type and sub-type',
    setText: 'Keeps the description typed, cut at 200 characters',
    addImages: 'Adds the images picked as waiting, only as many as fit in 9',
    removeImage: 'Takes the image off the form',
    requeueImage: 'The failed image waits to upload again',
    startNextUpload: 'The next waiting image starts uploading',
    setUploadProgress: "Shows the image's upload progress",
    markUploaded: 'The image shows as uploaded',
    markUploadFailed: "The image shows 'Upload failed' with Retry",
  },
});
