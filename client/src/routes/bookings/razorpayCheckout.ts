/** What Razorpay Checkout hands its handler after a successful payment. */
export interface CheckoutSuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

interface RazorpayInstance {
  open(): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
let loading: Promise<RazorpayConstructor> | null = null;

/** Razorpay's script, loaded only on the payment screen and only when asked (the server's CSP allows it then). */
function loadCheckout(): Promise<RazorpayConstructor> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = CHECKOUT_SCRIPT;
    script.async = true;
    script.onload = () => {
      const ctor = (window as unknown as { Razorpay?: RazorpayConstructor }).Razorpay;
      if (ctor) resolve(ctor);
      else reject(new Error('Razorpay Checkout did not load'));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error('Razorpay Checkout could not be loaded'));
    };
    document.head.append(script);
  });
  return loading;
}

/** Opens Checkout for our order; resolves with its answer, or null when the customer closes it. */
export async function openRazorpayCheckout(o: { key: string; orderId: string }): Promise<CheckoutSuccess | null> {
  const Razorpay = await loadCheckout();
  const site = (window as unknown as { __SITE__?: { siteName?: string } }).__SITE__;
  return new Promise((resolve) => {
    new Razorpay({
      // The order carries the amount (the server made it); nothing is priced here.
      key: o.key,
      order_id: o.orderId,
      name: site?.siteName ?? 'Car rental',
      handler: (answer: CheckoutSuccess) => resolve(answer),
      modal: { ondismiss: () => resolve(null) },
    }).open();
  });
}
