import type { upload as en } from '../en/upload';

export const upload = {
  'upload.wrong_type': 'Fajl mora biti JPEG, PNG ili WebP slika',
  'upload.wrong_type_id': 'Slika lične isprave mora biti JPG ili PNG',
  'upload.too_large': 'Fajl je prevelik: najviše 15 MB',
  'upload.too_large_dimensions': 'Slika je prevelika: najviše 50 megapiksela',
  'upload.too_small': 'Slika je premala: najmanje 400 × 300 piksela',
  'upload.try_again': 'Slika nije mogla da se pročita, pokušajte ponovo',
  'upload.failed': 'Nešto nije u redu, pokušajte ponovo kasnije',
  'upload.too_many': 'Oglas može imati najviše 40 fotografija',
  'upload.busy': 'Server obrađuje druge slike, pokušajte ponovo za trenutak',
} satisfies Record<keyof typeof en, string>;
