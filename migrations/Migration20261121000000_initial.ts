import { Migration } from '@mikro-orm/migrations';

/** Every table of SPEC.md section 3, with the database enforcing what it can. */
export class Migration20261121000000_initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create extension if not exists btree_gist;`);
    this.addSql(`create extension if not exists pg_trgm;`);

    this.addSql(`create table users (
      id uuid primary key,
      created_at timestamptz not null default now(),
      name varchar(120) not null check (length(trim(name)) > 0),
      email varchar(254) not null unique check (email = lower(email)),
      phone varchar(20) not null,
      address varchar(300) null,
      gender text null check (gender in ('Male', 'Female', 'Other')),
      dob date null,
      profile_pic varchar(200) null,
      is_verified boolean not null default false
    );`);
    this.addSql(`create index users_created_at_idx on users (created_at);`);
    this.addSql(`create index users_name_idx on users (lower(name));`);
    this.addSql(`create index users_search_idx on users using gin ((lower(name) || ' ' || email || ' ' || phone) gin_trgm_ops);`);

    this.addSql(`create table admins (
      id uuid primary key,
      created_at timestamptz not null default now(),
      email varchar(254) not null unique check (email = lower(email)),
      password_hash varchar(200) not null
    );`);

    this.addSql(`create table otp_challenges (
      id uuid primary key,
      created_at timestamptz not null default now(),
      email varchar(254) not null,
      name varchar(120) not null,
      phone varchar(20) not null,
      code_hash varchar(200) not null,
      expires_at timestamptz not null,
      sent_at timestamptz not null,
      attempts integer not null default 0 check (attempts >= 0),
      consumed_at timestamptz null
    );`);
    this.addSql(`create index otp_challenges_email_created_at_index on otp_challenges (email, created_at);`);

    this.addSql(`create table cars (
      id uuid primary key,
      created_at timestamptz not null default now(),
      name varchar(120) not null check (length(trim(name)) > 0),
      price integer not null check (price >= 0),
      fuel varchar(40) not null,
      seat integer not null check (seat between 1 and 60),
      extrafare integer not null check (extrafare >= 0),
      cartype varchar(40) not null,
      cooling varchar(40) not null,
      selfdrive varchar(40) not null,
      clock varchar(40) not null,
      offer varchar(80) null,
      location varchar(120) not null,
      image varchar(200) not null,
      "order" integer not null default 0
    );`);
    this.addSql(`create index cars_order_index on cars ("order");`);

    this.addSql(`create table bookings (
      id uuid primary key,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      car_id uuid not null references cars (id) on update cascade on delete cascade,
      user_id uuid not null references users (id) on update cascade on delete cascade,
      name varchar(120) not null,
      phone varchar(20) not null,
      license varchar(60) not null,
      pickup_date date not null,
      pickup_time time(0) not null,
      drop_date date not null,
      drop_time time(0) not null,
      book_for text not null default '12 Hours' check (book_for in ('12 Hours', 'Daily', 'Weekly', 'Monthly')),
      status text not null default 'Pending' check (status in ('Pending', 'Accepted', 'Rejected', 'Canceled', 'Completed')),
      admin_remarks text null,
      cancel_reason text null,
      period tsrange generated always as (tsrange(pickup_date + pickup_time, drop_date + drop_time, '[)')) stored,
      constraint bookings_drop_after_pickup check (drop_date + drop_time > pickup_date + pickup_time),
      constraint bookings_no_overlapping_accepted exclude using gist (car_id with =, period with &&) where (status = 'Accepted')
    );`);
    this.addSql(`create index bookings_status_index on bookings (status);`);
    this.addSql(`create index bookings_user_id_pickup_date_index on bookings (user_id, pickup_date);`);
    this.addSql(`create index bookings_car_id_index on bookings (car_id);`);
    this.addSql(`create index bookings_created_at_index on bookings (created_at);`);

    this.addSql(`create table quick_bookings (
      id uuid primary key,
      created_at timestamptz not null default now(),
      user_id uuid not null references users (id) on update cascade on delete cascade,
      from_city varchar(80) not null,
      to_city varchar(80) not null,
      book_at text not null check (book_at in ('hour', 'daily', 'weekly', 'monthly')),
      car_name varchar(80) not null,
      mobile varchar(20) not null,
      pick_date date not null,
      pick_time varchar(10) not null,
      drop_date date not null,
      drop_time varchar(10) not null,
      constraint quick_bookings_drop_not_before_pick check (drop_date >= pick_date)
    );`);
    this.addSql(`create index quick_bookings_created_at_index on quick_bookings (created_at);`);
    this.addSql(`create index quick_bookings_user_id_index on quick_bookings (user_id);`);

    this.addSql(`create table notifications (
      id uuid primary key,
      created_at timestamptz not null default now(),
      user_id uuid not null references users (id) on update cascade on delete cascade,
      booking_id uuid null references bookings (id) on update cascade on delete cascade,
      message text not null,
      read boolean not null default false
    );`);
    this.addSql(`create index notifications_user_id_created_at_index on notifications (user_id, created_at);`);

    this.addSql(`create table contact_messages (
      id uuid primary key,
      created_at timestamptz not null default now(),
      name varchar(120) not null,
      email varchar(254) not null,
      phone varchar(20) not null,
      message text not null
    );`);
    this.addSql(`create index contact_messages_created_at_index on contact_messages (created_at);`);

    this.addSql(`create table blogs (
      id uuid primary key,
      created_at timestamptz not null default now(),
      heading varchar(200) not null,
      content text not null,
      image varchar(200) not null
    );`);
    this.addSql(`create index blogs_created_at_index on blogs (created_at);`);

    this.addSql(`create table offers (
      id uuid primary key,
      created_at timestamptz not null default now(),
      image_url varchar(250) not null
    );`);

    this.addSql(`create table reviews (
      id uuid primary key,
      created_at timestamptz not null default now(),
      name varchar(120) not null,
      rating real not null check (rating >= 0 and rating <= 5 and rating * 2 = floor(rating * 2)),
      message text not null,
      status text not null default 'Pending' check (status in ('Pending', 'Accepted', 'Rejected'))
    );`);
    this.addSql(`create index reviews_status_created_at_index on reviews (status, created_at);`);

    this.addSql(`create table registered_cars (
      id uuid primary key,
      created_at timestamptz not null default now(),
      car_name varchar(120) not null,
      model varchar(80) not null,
      number_plate varchar(20) not null,
      fuel_type varchar(40) not null,
      seats integer not null check (seats between 1 and 60),
      client_name varchar(120) not null,
      phone varchar(20) not null,
      email varchar(254) not null,
      image varchar(200) not null
    );`);
    this.addSql(`create index registered_cars_created_at_index on registered_cars (created_at);`);
  }

  override async down(): Promise<void> {
    for (const table of [
      'registered_cars',
      'reviews',
      'offers',
      'blogs',
      'contact_messages',
      'notifications',
      'quick_bookings',
      'bookings',
      'cars',
      'otp_challenges',
      'admins',
      'users',
    ]) {
      this.addSql(`drop table if exists ${table} cascade;`);
    }
  }
}
