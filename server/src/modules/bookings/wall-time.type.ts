import { Type } from '@mikro-orm/core';

/** A city wall-clock time kept as HH:mm in code and time(0) (HH:mm:ss) in PostgreSQL. */
export class WallTimeType extends Type<string, string> {
  override convertToDatabaseValue(value: string): string {
    return /^\d{2}:\d{2}$/.test(value) ? `${value}:00` : value;
  }

  override convertToJSValue(value: string): string {
    return typeof value === 'string' ? value.slice(0, 5) : value;
  }

  override compareAsType(): string {
    return 'string';
  }

  override getColumnType(): string {
    return 'time(0)';
  }
}
