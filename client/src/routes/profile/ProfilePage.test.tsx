import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MockLink } from '@apollo/client/testing';
import { renderAt } from '../../test/renderAt';
import { updateProfileDocument } from './useUpdateProfileMutation';
import { ProfilePage } from './ProfilePage';
import { myDocumentsDocument } from './documentsQuery';

/** The Documents section below the form (DocumentsSection.test.tsx tests it). */
const NO_DOCUMENTS: MockLink.MockedResponse = {
  request: { query: myDocumentsDocument },
  result: { data: { myDocuments: [] } },
  maxUsageCount: 10,
};

const STORED = {
  _id: 'u-1',
  name: 'Asha Verma',
  phone: '+919876543210',
  email: 'asha@example.com',
  address: '12 MG Road',
  gender: 'Female',
  dob: '1990-05-01',
  profilePic: null,
  isVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};
const SAVED = {
  __typename: 'User',
  id: 'u-1',
  name: 'Asha K',
  phone: '+919876543210',
  email: 'asha@example.com',
  address: '14 MG Road',
  state: null,
  gender: 'Female',
  dob: '1990-05-01',
  profilePic: 'pic-1.png',
  isVerified: true,
  createdAt: '2025-01-02T03:04:05.000Z',
};

function signIn() {
  sessionStorage.setItem('token', 'tok-1');
  sessionStorage.setItem('user', JSON.stringify(STORED));
}

function renderProfile(mocks: MockLink.MockedResponse[] = []) {
  const user = userEvent.setup({ applyAccept: false });
  renderAt('/profile', <ProfilePage />, { mocks: [...mocks, NO_DOCUMENTS] });
  return user;
}

const save = () => screen.getByRole('button', { name: 'Save changes' });
const pngFile = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });
const expectedInput = { name: 'Asha K', address: '14 MG Road', state: null, gender: 'Female', dob: '1990-05-01' };

async function editNameAndAddress(user: ReturnType<typeof userEvent.setup>) {
  await user.clear(screen.getByLabelText('Name'));
  await user.type(screen.getByLabelText('Name'), 'Asha K');
  await user.clear(screen.getByLabelText('Address'));
  await user.type(screen.getByLabelText('Address'), '14 MG Road');
}

describe('Account Settings', () => {
  it("says 'Please login first.' when nobody is signed in; Login comes back here after sign-in", async () => {
    const user = renderProfile();
    expect(screen.getByText('Please login first.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByTestId('location').textContent).toBe('/userlogin');
    expect(sessionStorage.getItem('indoredrive.returnTo')).toBe('/profile');
  });

  it('fills the form from the signed-in user, with phone and email read-only', () => {
    signIn();
    renderProfile();
    expect(screen.getByLabelText<HTMLInputElement>('Name').value).toBe('Asha Verma');
    expect(screen.getByLabelText<HTMLInputElement>('Phone').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLInputElement>('Phone').value).toBe('+919876543210');
    expect(screen.getByLabelText<HTMLInputElement>('Email').readOnly).toBe(true);
    expect(screen.getByLabelText<HTMLTextAreaElement>('Address').value).toBe('12 MG Road');
    expect(screen.getByLabelText<HTMLSelectElement>('Gender').value).toBe('Female');
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').type).toBe('date');
    expect(screen.getByLabelText<HTMLInputElement>('Date of birth').value).toBe('1990-05-01');
    expect(screen.getByLabelText<HTMLInputElement>('Profile picture').accept).toBe('image/*');
  });

  it('offers the genders Male, Female and Other', () => {
    signIn();
    renderProfile();
    const options = within(screen.getByLabelText('Gender'))
      .getAllByRole('option')
      .map((o) => o.getAttribute('value'));
    expect(options.filter(Boolean)).toEqual(['Male', 'Female', 'Other']);
  });

  it("requires a name ('Name is required')", async () => {
    signIn();
    const user = renderProfile();
    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), '   ');
    await user.click(save());
    expect(screen.getByText('Name is required')).toBeTruthy();
  });

  it('refuses a profile picture that is not an image', async () => {
    signIn();
    const user = renderProfile();
    await user.upload(screen.getByLabelText('Profile picture'), new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    await user.click(save());
    expect(screen.getByText('Choose an image file (JPEG, PNG, GIF or WebP).')).toBeTruthy();
    expect(screen.queryByText('Profile updated successfully')).toBeNull();
  });

  it('previews the chosen picture', async () => {
    signIn();
    const user = renderProfile();
    await user.upload(screen.getByLabelText('Profile picture'), pngFile());
    await waitFor(() => expect(screen.getByRole<HTMLImageElement>('img', { name: 'Profile' }).src).toMatch(/^blob:/));
  });

  it("saves, says 'Profile updated successfully' and updates the stored user", async () => {
    signIn();
    const user = renderProfile([
      {
        request: { query: updateProfileDocument, variables: { input: expectedInput, profilePic: null } },
        result: { data: { updateProfile: SAVED } },
      },
    ]);
    await editNameAndAddress(user);
    await user.click(save());
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('user')!)).toMatchObject({ _id: 'u-1', name: 'Asha K', profilePic: 'pic-1.png' });
  });

  it('sends the chosen picture with the form', async () => {
    signIn();
    const file = pngFile();
    const user = renderProfile([
      {
        request: { query: updateProfileDocument, variables: (v) => v.profilePic === file && v.input.name === 'Asha K' },
        result: { data: { updateProfile: SAVED } },
      },
    ]);
    await editNameAndAddress(user);
    await user.upload(screen.getByLabelText('Profile picture'), file);
    await user.click(save());
    expect(await screen.findByText('Profile updated successfully')).toBeTruthy();
  });

  it("says 'Failed to update profile' when saving fails, with the server's reason under it", async () => {
    signIn();
    const user = renderProfile([
      {
        request: { query: updateProfileDocument, variables: { input: expectedInput, profilePic: null } },
        result: { errors: [{ message: 'Date of birth cannot be in the future.', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await editNameAndAddress(user);
    await user.click(save());
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
    expect(screen.getByText('Date of birth cannot be in the future.')).toBeTruthy();
    expect(JSON.parse(sessionStorage.getItem('user')!).name).toBe('Asha Verma');
  });

  it("says 'Failed to update profile' when the server cannot be reached", async () => {
    signIn();
    const user = renderProfile([
      {
        request: { query: updateProfileDocument, variables: { input: expectedInput, profilePic: null } },
        error: new Error('offline'),
      },
    ]);
    await editNameAndAddress(user);
    await user.click(save());
    expect(await screen.findByText('Failed to update profile')).toBeTruthy();
  });
});
