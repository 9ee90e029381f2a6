import { Box, Center, Image, Loader } from '@mantine/core';
import { useQrPicture } from '../api/trip-payment';

type PaymentQrProps = { id: number; part: 'advance' | 'rest'; payload: string; alt: string };

/** The IPS QR picture, 220 px: large enough for a phone camera to read from another screen. */
export function PaymentQr({ id, part, payload, alt }: PaymentQrProps) {
  const src = useQrPicture(id, part, payload);
  return (
    <Box w={220} h={220} bg="white" style={{ flex: '0 0 auto' }}>
      {src ? (
        <Image src={src} alt={alt} w={220} h={220} data-testid={`payment-qr-${part}`} />
      ) : (
        <Center h={220}>
          <Loader size="sm" />
        </Center>
      )}
    </Box>
  );
}
