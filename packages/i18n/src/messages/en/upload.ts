/** Upload messages of docs/rules/product.md §8, for photos (and later avatars and ID pictures). */
export const upload = {
  'upload.wrong_type': 'The file must be a JPEG, PNG or WebP image',
  'upload.wrong_type_id': 'The ID picture must be a JPG or PNG image',
  'upload.too_large': 'The file is too large: at most 15 MB',
  'upload.too_large_dimensions': 'The image is too large: at most 50 megapixels',
  'upload.too_small': 'The image is too small: at least 400 × 300 pixels',
  'upload.try_again': 'The image could not be read, please try again',
  'upload.failed': 'Something went wrong, please try again later',
  'upload.too_many': 'A listing can have at most 40 photos',
  'upload.busy': 'The server is busy with other pictures, please try again in a moment',
} as const;
