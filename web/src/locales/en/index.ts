// Every message file of this language, by namespace (web/src/i18n/namespaces.ts).
import admin from './admin';
import site from './site';

export default { ...site, ...admin };
