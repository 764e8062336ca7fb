import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterCarPage } from './RegisterCarPage';
import { registerCarDocument } from './useRegisterCarMutation';
import { renderAt } from '../../test/renderAt';
import { i18n } from '../../i18n/i18n';
import type { MockLink } from '@apollo/client/testing';

const FIELDS = {
  'Car name': 'Maruti Swift',
  Model: '2022 VXi',
  'Number plate': 'MP 09 AB 1234',
  Seats: '5',
  'Your name': 'Ravi Jain',
  Phone: '9876543210',
  Email: 'ravi@example.com',
};
const INPUT = {
  carName: 'Maruti Swift',
  model: '2022 VXi',
  numberPlate: 'MP 09 AB 1234',
  fuelType: 'Petrol',
  seats: 5,
  clientName: 'Ravi Jain',
  phone: '9876543210',
  email: 'ravi@example.com',
};
const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'swift.png', { type: 'image/png' });

function renderPage(mocks: MockLink.MockedResponse[] = []) {
  renderAt('/services/registercar', <RegisterCarPage />, { mocks, path: '/services/registercar' });
  return screen.getByRole('form', { name: 'Register your car' });
}

async function fill(
  user: ReturnType<typeof userEvent.setup>,
  form: HTMLElement,
  fields: Record<string, string> = FIELDS,
  image: File | null = png(),
) {
  for (const [label, value] of Object.entries(fields)) if (value) await user.type(within(form).getByLabelText(label), value);
  await user.selectOptions(within(form).getByLabelText('Fuel type'), 'Petrol');
  if (image) await user.upload(within(form).getByLabelText('Photo of your car'), image);
}

const registered = (
  variables: (v: Record<string, unknown>) => boolean,
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query: registerCarDocument, variables },
  result,
});

describe('Register & Earn', () => {
  it('tells owners why to list their car, and asks for every field with an image input', () => {
    const form = renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Register & Earn' })).toBeTruthy();
    expect(screen.getByText(/Turn your idle car into a second income/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Earn from every booking' })).toBeTruthy();
    const image = within(form).getByLabelText('Photo of your car');
    expect(image.getAttribute('type')).toBe('file');
    expect(image.getAttribute('accept')).toBe('image/*');
    expect(within(form).getByLabelText('Seats').getAttribute('type')).toBe('number');
  });

  it("offers the fuel types in the reader's language, each sent as the server knows it (issue 32)", async () => {
    const fuels = (form: HTMLElement, label: string) =>
      [...(within(form).getByLabelText(label) as HTMLSelectElement).options].slice(1).map((o) => [o.value, o.textContent]);
    expect(fuels(renderPage(), 'Fuel type')).toEqual(['Petrol', 'Diesel', 'CNG', 'Electric', 'Hybrid'].map((f) => [f, f]));
    cleanup();
    await i18n.changeLanguage('hi');
    renderAt('/services/registercar', <RegisterCarPage />, { path: '/services/registercar' });
    const form = screen.getByRole('form', { name: i18n.t('registerForm.title') });
    expect(fuels(form, i18n.t('registerForm.fuelType'))).toEqual([
      ['Petrol', 'पेट्रोल'],
      ['Diesel', 'डीज़ल'],
      ['CNG', 'CNG'],
      ['Electric', 'इलेक्ट्रिक'],
      ['Hybrid', 'हाइब्रिड'],
    ]);
  });

  it("registers the car with its photo and shows 'Car Registered Successfully', then empties the form", async () => {
    const user = userEvent.setup();
    const result = vi.fn(() => ({ data: { registerCar: { __typename: 'RegisteredCar', id: 'r1', carName: 'Maruti Swift' } } }));
    const form = renderPage([registered((v) => JSON.stringify(v.input) === JSON.stringify(INPUT) && v.image instanceof File, result)]);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Register my car' }));
    expect(await screen.findByText('Car Registered Successfully')).toBeTruthy();
    expect(result).toHaveBeenCalledTimes(1);
    expect(within(form).getByLabelText('Car name')).toHaveProperty('value', '');
  });

  it("shows 'Failed to register car' with the server's reason when it refuses", async () => {
    const user = userEvent.setup();
    const form = renderPage([
      registered(() => true, {
        errors: [{ message: 'Please upload a valid image (PNG, JPEG, GIF or WebP).', extensions: { code: 'BAD_USER_INPUT' } }],
      }),
    ]);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Register my car' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Failed to register car')).toBeTruthy();
    expect(within(alert).getByText('Please upload a valid image (PNG, JPEG, GIF or WebP).')).toBeTruthy();
    expect(within(form).getByLabelText('Car name')).toHaveProperty('value', 'Maruti Swift');
  });

  it("shows 'Failed to register car' when the network fails", async () => {
    const user = userEvent.setup();
    const form = renderPage([{ request: { query: registerCarDocument, variables: () => true }, error: new Error('offline') }]);
    await fill(user, form);
    await user.click(within(form).getByRole('button', { name: 'Register my car' }));
    expect(await screen.findByText('Failed to register car')).toBeTruthy();
  });

  it('requires every field and the photo; nothing is sent', async () => {
    const user = userEvent.setup();
    const form = renderPage();
    await user.click(within(form).getByRole('button', { name: 'Register my car' }));
    for (const text of [
      'Car name is required',
      'Model is required',
      'Number plate is required',
      'Fuel type is required',
      'Seats is required',
      'Your name is required',
      'Phone is required',
      'Email is required',
      'Choose a photo of your car.',
    ]) {
      expect(within(form).getByText(text)).toBeTruthy();
    }
    expect(screen.queryByText('Failed to register car')).toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Car name'));
  });

  it('wants seats as a whole number, a 10-digit phone, an e-mail and an image file', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const form = renderPage();
    await fill(
      user,
      form,
      { ...FIELDS, Seats: '0', Phone: '98765', Email: 'ravi@example' },
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Register my car' }));
    expect(within(form).getByText('Seats must be a number from 1 to 60')).toBeTruthy();
    expect(within(form).getByText('Valid 10-digit phone number required')).toBeTruthy();
    expect(within(form).getByText('Valid email required')).toBeTruthy();
    expect(within(form).getByText('Choose an image file (JPEG, PNG, GIF or WebP).')).toBeTruthy();
  });

  it('keeps only digits in the phone, at most 10', async () => {
    const user = userEvent.setup();
    const form = renderPage();
    await user.type(within(form).getByLabelText('Phone'), '+91 98765-432109');
    expect(within(form).getByLabelText('Phone')).toHaveProperty('value', '9198765432');
  });
});
