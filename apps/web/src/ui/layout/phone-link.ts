/** A dialable tel: address from a displayed number ('+33 1 23 45 67 89' → 'tel:+33123456789'). */
export const telHref = (phone: string) => `tel:${phone.replace(/[^+\d]/g, '')}`;
