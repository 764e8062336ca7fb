import type { FilterQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { ContactMessage } from './contact-message.entity.js';
import { containsPattern, searchText } from '../common/input.js';
import type { ContactInput } from './contact.schemas.js';
import { refundWhenRefused, type Limit, type RateLimits } from '../common/rate-limits.js';
import type { Page } from '../common/paging.js';

export interface ContactList {
  items: ContactMessage[];
  total: number;
}

/** SPEC.md section 8. */
export const CONTACT_SENT = 'Message sent successfully!';

/** Messages from the contact page: anyone sends one, the admin reads them. */
export class ContactService {
  private readonly sendsByIp: Limit;

  constructor(limits: RateLimits) {
    this.sendsByIp = limits.define('contact-ip', { points: 5, windowSeconds: 15 * 60 });
  }

  /** A message already checked (contact.schemas.ts), counted against the sender's address. */
  async send(em: EntityManager, input: ContactInput, ip: string): Promise<ContactMessage> {
    await this.sendsByIp.consume(ip);
    return refundWhenRefused(this.sendsByIp, ip, async () => {
      const contact = em.create(ContactMessage, input);
      await em.flush();
      return contact;
    });
  }

  /** Newest first; `search` is part of the name, e-mail or phone, any case. */
  async list(em: EntityManager, filter: { search?: unknown }, page: Page | null): Promise<ContactList> {
    const text = searchText(filter.search);
    let where: FilterQuery<ContactMessage> = {};
    if (text) {
      const like = containsPattern(text);
      const digits = text.replace(/^\+91/, '').replace(/\D/g, '');
      where = { $or: [{ name: { $ilike: like } }, { email: { $ilike: like } }, { phone: { $like: digits ? `%${digits}%` : like } }] };
    }
    const [items, total] = await em.findAndCount(ContactMessage, where, {
      orderBy: { createdAt: 'desc', id: 'asc' },
      limit: page?.pageSize,
      offset: page?.offset,
    });
    return { items, total };
  }
}
