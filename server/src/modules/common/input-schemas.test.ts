import { describe, expect, it } from 'vitest';
import { emailAddress, personName, phoneNumber, requiredField, requiredTextField } from './input-schemas.js';
import { checkInput } from './parse-input.js';

const answer = (schema: Parameters<typeof checkInput>[0], value: unknown) => {
  const result = checkInput(schema, value);
  return result.ok === true ? result.value : result.ok === false ? result.message : 'partial';
};

describe('requiredTextField and requiredField: one rule for required text, a number read as text only by requiredField', () => {
  it.each([
    ['  Swift  ', 'Swift', 'Swift'],
    [undefined, 'Name is required.', 'Name is required.'],
    [null, 'Name is required.', 'Name is required.'],
    ['   ', 'Name is required.', 'Name is required.'],
    ['x'.repeat(121), 'Name is too long (at most 120 characters).', 'Name is too long (at most 120 characters).'],
    [1999, 'Name is required.', '1999'],
    [['Swift'], 'The request body must be text.', 'The request body must be text.'],
  ])('%j: requiredTextField %j, requiredField %j', (value, text, field) => {
    expect(answer(requiredTextField('Name', 120), value)).toBe(text);
    expect(answer(requiredField('Name', 120), value)).toBe(field);
  });

  it('words its own missing sentence', () => {
    expect(answer(requiredTextField('Car', 60, 'Please choose a car.'), ' ')).toBe('Please choose a car.');
    expect(answer(requiredField('Note', 60, 'Say why.'), null)).toBe('Say why.');
  });
});

describe("the person's details as parseName, parseEmail and parsePhone worded them", () => {
  it.each([
    [' Asha ', 'Asha'],
    ['', 'Name is required'],
    [42, 'Name is required'],
    ['Asha\nVerma', 'Name must be one line of plain text (no line breaks, tabs or other control characters).'],
    ['x'.repeat(121), 'Name is too long (at most 120 characters).'],
  ])('name %j: %j', (value, expected) => expect(answer(personName, value)).toBe(expected));

  it.each([
    [' Asha@Example.com ', 'asha@example.com'],
    ['asha.example.com', 'Valid email required'],
    [undefined, 'Valid email required'],
    [`${'a'.repeat(250)}@b.co`, 'Valid email required'],
  ])('e-mail %j: %j', (value, expected) => expect(answer(emailAddress, value)).toBe(expected));

  it.each([
    ['98765 43210', '+919876543210'],
    ['+91-98765-43210', '+919876543210'],
    ['12345', 'Valid 10-digit phone number required'],
    [9876543210, 'Valid 10-digit phone number required'],
  ])('phone %j: %j', (value, expected) => expect(answer(phoneNumber, value)).toBe(expected));
});
