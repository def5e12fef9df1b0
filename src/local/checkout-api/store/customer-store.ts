import { z } from 'zod';

/** What a customer can keep on their account besides email and password. */
export const customerDetailsSchema = z.object({
  firstName: z.string().max(100).optional(),
  lastName: z.string().max(100).optional(),
  phoneNumber: z.string().max(40).optional(),
  gender: z.string().max(20).optional(),
  address1: z.string().max(200).optional(),
  address2: z.string().max(200).optional(),
  zipCode: z.string().max(20).optional(),
  city: z.string().max(100).optional(),
  state: z.string().max(100).optional(),
  country: z.string().max(2).optional(),
  language: z.string().max(10).optional(),
  newsletter: z.boolean().optional(),
});

export type CustomerDetails = z.output<typeof customerDetailsSchema>;

export interface Customer {
  id: number;
  email: string;
  passwordHash: string;
  passwordSalt: string;
  passwordIterations: number;
  details: CustomerDetails;
  selectionId: number | null;
}

interface CustomerRow {
  id: number;
  email: string;
  password_hash: string;
  password_salt: string;
  password_iterations: number;
  details: string;
  selection_id: number | null;
}

const fromRow = (row: CustomerRow): Customer => ({
  id: row.id,
  email: row.email,
  passwordHash: row.password_hash,
  passwordSalt: row.password_salt,
  passwordIterations: row.password_iterations,
  details: JSON.parse(row.details) as CustomerDetails,
  selectionId: row.selection_id,
});

export async function findCustomerById(db: D1Database, id: number): Promise<Customer | null> {
  const row = await db
    .prepare(`SELECT * FROM customers WHERE id = ?1`)
    .bind(id)
    .first<CustomerRow>();
  return row ? fromRow(row) : null;
}

export async function findCustomerByEmail(db: D1Database, email: string): Promise<Customer | null> {
  const row = await db
    .prepare(`SELECT * FROM customers WHERE email = ?1`)
    .bind(email.trim())
    .first<CustomerRow>();
  return row ? fromRow(row) : null;
}

export interface NewCustomer {
  email: string;
  passwordHash: string;
  passwordSalt: string;
  passwordIterations: number;
  details: CustomerDetails;
}

/** Inserts a customer; null when the email is already registered (a unique index). */
export async function insertCustomer(
  db: D1Database,
  customer: NewCustomer,
): Promise<number | null> {
  const row = await db
    .prepare(
      `INSERT INTO customers (email, password_hash, password_salt, password_iterations, details, created_at)
       VALUES (?1, ?2, ?3, ?4, ?5, ?6)
       ON CONFLICT (email) DO NOTHING RETURNING id`,
    )
    .bind(
      customer.email.trim(),
      customer.passwordHash,
      customer.passwordSalt,
      customer.passwordIterations,
      JSON.stringify(customer.details),
      new Date().toISOString(),
    )
    .first<{ id: number }>();
  return row?.id ?? null;
}

export function updateCustomerStatement(
  db: D1Database,
  id: number,
  patch: {
    details?: CustomerDetails;
    selectionId?: number | null;
    password?: { hash: string; salt: string; iterations: number };
  },
): D1PreparedStatement {
  return db
    .prepare(
      `UPDATE customers SET
         details = COALESCE(?2, details),
         selection_id = CASE WHEN ?3 THEN ?4 ELSE selection_id END,
         password_hash = COALESCE(?5, password_hash),
         password_salt = COALESCE(?6, password_salt),
         password_iterations = COALESCE(?7, password_iterations)
       WHERE id = ?1`,
    )
    .bind(
      id,
      patch.details ? JSON.stringify(patch.details) : null,
      patch.selectionId !== undefined ? 1 : 0,
      patch.selectionId ?? null,
      patch.password?.hash ?? null,
      patch.password?.salt ?? null,
      patch.password?.iterations ?? null,
    );
}

/** Centra's `loggedIn` object: never the password, only what the customer may see. */
export function loggedInJson(customer: Customer) {
  const details = customer.details;
  return {
    customer: String(customer.id),
    email: customer.email,
    firstName: details.firstName ?? '',
    lastName: details.lastName ?? '',
    gender: details.gender ?? '',
    address1: details.address1 ?? '',
    address2: details.address2 ?? '',
    zipCode: details.zipCode ?? '',
    city: details.city ?? '',
    state: details.state ?? '',
    country: details.country ?? '',
    phoneNumber: details.phoneNumber ?? '',
    language: details.language ?? '',
    newsletter: details.newsletter ?? false,
  };
}
