/**
 * The header that carries a visitor's address from the production server
 * (runtime/server.mjs, runtime/api-bridge.mjs: always the connection's own,
 * whatever the visitor sent under this name) to the API's rate limits, and
 * from a page that reads an invoice to its in-process API call.
 */
export const CLIENT_ADDRESS_HEADER = 'x-shop-client-address';
