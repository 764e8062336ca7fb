import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { answerWith } from '../../test/appApollo';
import { ContactForm } from './ContactForm';
import { sendContactMessageDocument } from './useSendContactMessageMutation';

// The forms send through the app's own client, loaded when sent (apollo/onDemandMutation.ts).
vi.mock('../../apollo/instance', () => import('../../test/appApollo'));

const INPUT = { name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', message: 'Do you deliver to the airport?' };

const sendMock = (result: MockLink.MockedResponse['result'] | Error): MockLink.MockedResponse =>
  result instanceof Error
    ? { request: { query: sendContactMessageDocument, variables: { input: INPUT } }, error: result }
    : { request: { query: sendContactMessageDocument, variables: { input: INPUT } }, result };

function fill(fields: Partial<typeof INPUT> = INPUT) {
  const labels = { name: 'Name', email: 'Email', phone: 'Phone', message: 'Message' } as const;
  for (const [key, label] of Object.entries(labels)) {
    fireEvent.change(screen.getByLabelText(label), { target: { value: fields[key as keyof typeof INPUT] ?? '' } });
  }
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the contact form', () => {
  it('requires name, email, phone and message', () => {
    renderAt('/contact', <ContactForm />);
    send();
    for (const text of ['Name is required', 'Email is required', 'Phone is required', 'Message is required'])
      expect(screen.getByText(text)).toBeTruthy();
  });

  it('requires an e-mail address in form', () => {
    renderAt('/contact', <ContactForm />);
    fill({ ...INPUT, email: 'asha.example.com' });
    send();
    expect(screen.getByText('Valid email required')).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBe('true');
  });

  it("shows the server's message on success and clears the form", async () => {
    answerWith([sendMock({ data: { sendContactMessage: 'Message sent successfully!' } })]);
    renderAt('/contact', <ContactForm />);
    fill();
    send();
    expect((await screen.findByRole('status')).textContent).toBe('Message sent successfully!');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it("falls back to 'Message sent successfully!' when the server says nothing", async () => {
    answerWith([sendMock({ data: { sendContactMessage: '' } })]);
    renderAt('/contact', <ContactForm />);
    fill();
    send();
    expect((await screen.findByRole('status')).textContent).toBe('Message sent successfully!');
  });

  it("shows the server's message on failure", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith([
      sendMock({ errors: [{ message: 'Too many attempts. Please try again in 12 minutes.', extensions: { code: 'RATE_LIMITED' } }] }),
    ]);
    renderAt('/contact', <ContactForm />);
    fill();
    send();
    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please try again in 12 minutes.');
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Asha Verma');
  });

  it("says 'Failed to send message.' when the server gives no message", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    answerWith([sendMock(new Error('network down'))]);
    renderAt('/contact', <ContactForm />);
    fill();
    send();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send message.'));
  });
});
