/** The server's whole-price fields (GST, deposit, km, fuel and late terms) for mocked quotes and bookings. */
export function wholePriceOf(total: number, advance: number, kmIncluded: number | null = 500) {
  const gst = 2 * Math.round(total * 0.09);
  return {
    total,
    gst,
    grandTotal: total + gst,
    advance,
    deposit: 5000,
    kmIncluded,
    fuelChargePerEighth: 600,
    lateGraceMinutes: 30,
    lateHourCharge: 550,
  };
}

/** The fields a quote adds beside its own (QuoteResult). */
export function quoteTermsOf(total: number, advance: number) {
  return { ...wholePriceOf(total, advance), offerDiscount: 0 };
}
