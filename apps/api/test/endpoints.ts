import { limits, SIWE_SIGNATURE_MAX_LENGTH } from '@eco/shared';

/** One field of a request body, as the property tests vary it. */
export interface EndpointField {
  name: string;
  required: boolean;
  /** Longest valid length; fields without one become invalid only past the body limit. */
  max?: number;
  /** A string field: the control-character test puts control characters into it. */
  text?: boolean;
  /** The JSON type of a non-text field (the invalid-body test sends every other type). */
  type?: 'number' | 'boolean' | 'array';
}

/**
 * Every endpoint that takes a JSON body (POST, PATCH, PUT, DELETE), for the property tests
 * (test/bad-input.property.test.ts): each gets 1,000 generated invalid bodies and 1,000 bodies
 * with control characters, on PGlite and PostgreSQL. A new endpoint is one more line here.
 */
export interface BodyEndpoint {
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  /** Path; `:messageId` stands for a contact message seeded before the run. */
  url: string;
  /** Who sends it: nobody signed in, a signed-in account, or an admin (ADMIN_EMAILS). */
  auth: 'none' | 'user' | 'admin';
  /** A body the endpoint would accept (or refuse only for reasons of state, not of shape). */
  valid: Record<string, unknown>;
  fields: EndpointField[];
  /** Body limit when the route has its own (bytes). */
  bodyLimit?: number;
}

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

export const bodyEndpoints: BodyEndpoint[] = [
  {
    method: 'POST',
    url: '/api/auth/signup',
    auth: 'none',
    valid: {
      name: 'Ada',
      email: 'ada@example.com',
      password: 'a long passphrase',
      affiliateToken: 'abc',
    },
    fields: [
      { name: 'name', required: true, max: limits.name, text: true },
      { name: 'email', required: true, max: limits.email, text: true },
      { name: 'password', required: true, max: limits.passwordMax, text: true },
      { name: 'affiliateToken', required: false, max: limits.affiliateToken, text: true },
    ],
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    auth: 'none',
    valid: { email: 'ada@example.com', password: 'whatever' },
    fields: [
      { name: 'email', required: true, max: limits.email, text: true },
      { name: 'password', required: true, text: true },
    ],
  },
  { method: 'POST', url: '/api/auth/logout', auth: 'user', valid: {}, fields: [] },
  {
    method: 'POST',
    url: '/api/auth/siwe/verify',
    auth: 'none',
    valid: { message: 'example.com wants you to sign in', signature: '0xabcdef' },
    fields: [
      { name: 'message', required: true, max: 4000, text: true },
      { name: 'signature', required: true, max: SIWE_SIGNATURE_MAX_LENGTH, text: true },
    ],
  },
  {
    method: 'POST',
    url: '/api/contact',
    auth: 'none',
    valid: { name: 'Ada', email: 'ada@example.com', subject: 'Hi', message: 'Hello' },
    fields: [
      { name: 'name', required: true, max: limits.name, text: true },
      { name: 'email', required: true, max: limits.email, text: true },
      { name: 'subject', required: false, max: limits.subject, text: true },
      { name: 'message', required: true, max: limits.message, text: true },
    ],
  },
  {
    method: 'POST',
    url: '/api/faq/questions',
    auth: 'none',
    valid: { name: 'Ada', email: 'ada@example.com', question: 'Why?' },
    fields: [
      { name: 'name', required: true, max: limits.name, text: true },
      { name: 'email', required: true, max: limits.email, text: true },
      { name: 'question', required: true, max: limits.question, text: true },
    ],
  },
  {
    method: 'POST',
    url: '/api/admin/messages/contact/:messageId/handled',
    auth: 'admin',
    valid: { handled: true },
    fields: [{ name: 'handled', required: true, type: 'boolean' }],
  },
  {
    method: 'POST',
    url: '/api/admin/partners',
    auth: 'admin',
    valid: { chainId: 31337, partners: [{ address: ADDRESS, allocation: '1000' }] },
    fields: [
      { name: 'chainId', required: true, type: 'number' },
      { name: 'partners', required: true, type: 'array' },
      { name: 'root', required: false, text: true },
    ],
    bodyLimit: 1024 * 1024,
  },
  {
    method: 'POST',
    url: '/api/stage-alerts',
    auth: 'none',
    valid: { email: 'ada@example.com', chainId: 31337, stage: 1 },
    fields: [
      { name: 'email', required: true, max: limits.email, text: true },
      { name: 'chainId', required: true, type: 'number' },
      { name: 'stage', required: true, type: 'number' },
    ],
  },
  {
    method: 'POST',
    url: '/api/stage-alerts/confirm',
    auth: 'none',
    valid: { token: 'A'.repeat(43) },
    fields: [{ name: 'token', required: true, max: 43, text: true }],
  },
  {
    method: 'POST',
    url: '/api/stage-alerts/unsubscribe',
    auth: 'none',
    valid: { token: 'A'.repeat(43) },
    fields: [{ name: 'token', required: true, max: 43, text: true }],
  },
];

/**
 * Every endpoint with a text query parameter: each gets 1,000 generated queries with control
 * characters in that parameter (or in another parameter's name or value).
 */
export interface QueryEndpoint {
  url: string;
  auth: 'none' | 'user' | 'admin';
  /** A query the endpoint accepts. */
  valid: Record<string, string>;
  /** The text parameters (searches, tokens) to put control characters into. */
  text: string[];
}

export const queryEndpoints: QueryEndpoint[] = [
  {
    url: '/api/admin/messages',
    auth: 'admin',
    valid: { kind: 'contact', q: 'ada', status: 'all' },
    text: ['q'],
  },
  {
    url: '/api/admin/messages.csv',
    auth: 'admin',
    valid: { kind: 'faq', q: 'ada' },
    text: ['q'],
  },
];
