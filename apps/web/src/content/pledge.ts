// The receipt's pledge rule lives in @eco/shared, where the API's receipt PDF reads it too; it is
// re-exported here so the launch gate walks it with the other content: it is a sample, and a
// production build refuses it until the team sets the real rule (or removes it).
export { purchasePledge } from '@eco/shared/pledge';
