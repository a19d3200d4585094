// The API's start line names the address it bound: with PORT=0 it is how a supervisor, a test or
// a benchmark learns the port. src/server.ts writes it; the others read it with startLineAddress.
export const startLine = (address: string) => `ECO API on ${address}`;

/** Finds the address (`http://127.0.0.1:PORT`) in the API's output: its start line. */
export const startLineAddress = /ECO API on (http:\/\/\S+)/;
