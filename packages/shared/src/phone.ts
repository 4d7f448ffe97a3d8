// A leading 0 becomes the country code 234 in the chat link.
export function toInternationalPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.startsWith('0') ? `234${digits.slice(1)}` : digits;
}

export function whatsappLink(phone: string): string {
  return `https://wa.me/${toInternationalPhone(phone)}`;
}

export function telLink(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
