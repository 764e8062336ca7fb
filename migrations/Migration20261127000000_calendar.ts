import { Migration } from '@mikro-orm/migrations';

/**
 * The fleet's calendar (issue 22): one table of occupations that Accepted bookings and maintenance blocks both write
 * (by trigger, so no writer can forget), and ONE exclusion constraint over it: a car is never occupied twice at the
 * same moment. A booking occupies [pick-up, drop-off + its turnaround); a block exactly its period. The old
 * constraint on bookings becomes redundant (the new one is stricter) and goes, so the rule lives in one place.
 * Bookings written before this migration keep a turnaround of 0 (they were accepted under the old rule).
 */
export class Migration20261127000000_calendar extends Migration {
  override async up(): Promise<void> {
    this.addSql('alter table cars add column turnaround_minutes integer null check (turnaround_minutes between 0 and 1440);');
    this.addSql(
      'alter table bookings add column turnaround_minutes integer not null default 0 check (turnaround_minutes between 0 and 1440);',
    );
    this.addSql('alter table bookings alter column turnaround_minutes set default 60;');
    this.addSql(`create table car_blocks (
      id uuid primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      car_id uuid not null references cars (id) on update cascade on delete cascade,
      starts_at timestamp(0) not null,
      ends_at timestamp(0) not null,
      reason text not null check (reason in ('service', 'repair', 'registration', 'other')),
      constraint car_blocks_end_after_start check (ends_at > starts_at)
    );`);
    this.addSql('create index car_blocks_car_id_index on car_blocks (car_id, starts_at);');
    this.addSql(`create table occupations (
      -- The booking's or the block's own id: a row rebuilt after a restore is the same row.
      id uuid primary key,
      car_id uuid not null references cars (id) on update cascade on delete cascade,
      period tsrange not null,
      booking_id uuid null unique references bookings (id) on delete cascade,
      block_id uuid null unique references car_blocks (id) on delete cascade,
      constraint occupations_one_source check (num_nonnulls(booking_id, block_id) = 1),
      constraint occupations_no_overlap exclude using gist (car_id with =, period with &&)
    );`);
    this.addSql(`create function bookings_occupy() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          if new.status = old.status and new.period = old.period and new.car_id = old.car_id
             and new.turnaround_minutes = old.turnaround_minutes then
            return new;
          end if;
          delete from occupations where booking_id = old.id;
        end if;
        if new.status = 'Accepted' then
          insert into occupations (id, car_id, period, booking_id)
          values (new.id, new.car_id, tsrange(lower(new.period), upper(new.period) + make_interval(mins => new.turnaround_minutes), '[)'), new.id);
        end if;
        return new;
      end $$;`);
    this.addSql('create trigger bookings_occupy after insert or update on bookings for each row execute function bookings_occupy();');
    this.addSql(`create function car_blocks_occupy() returns trigger language plpgsql as $$
      begin
        if tg_op = 'UPDATE' then
          delete from occupations where block_id = old.id;
        end if;
        insert into occupations (id, car_id, period, block_id) values (new.id, new.car_id, tsrange(new.starts_at, new.ends_at, '[)'), new.id);
        return new;
      end $$;`);
    this.addSql('create trigger car_blocks_occupy after insert or update on car_blocks for each row execute function car_blocks_occupy();');
    this.addSql(
      `insert into occupations (id, car_id, period, booking_id) select id, car_id, period, id from bookings where status = 'Accepted';`,
    );
    this.addSql('alter table bookings drop constraint bookings_no_overlapping_accepted;');
  }

  override async down(): Promise<void> {
    this.addSql(
      `alter table bookings add constraint bookings_no_overlapping_accepted exclude using gist (car_id with =, period with &&) where (status = 'Accepted');`,
    );
    this.addSql('drop table occupations;');
    this.addSql('drop trigger car_blocks_occupy on car_blocks;');
    this.addSql('drop function car_blocks_occupy();');
    this.addSql('drop table car_blocks;');
    this.addSql('drop trigger bookings_occupy on bookings;');
    this.addSql('drop function bookings_occupy();');
    this.addSql('alter table bookings drop column turnaround_minutes;');
    this.addSql('alter table cars drop column turnaround_minutes;');
  }
}
