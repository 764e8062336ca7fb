/**
 * Slot: the contact message form (SPEC.md: name, email, phone, message, all required; success and failure
 * messages in section 8). Filled in by the contacts feature.
 */
export function ContactForm() {
  return (
    <section className="contact-form" aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">Send us a message</h2>
    </section>
  );
}
