// Every message file of this language, by namespace (web/src/i18n/namespaces.ts).
import common from './common.json';
import player from './player.json';
import publicPages from './public.json';
import contentPage from './content-page.json';
import admin from './admin.json';
import adminEditor from './admin-editor.json';
import adminLibrary from './admin-library.json';
import adminRecords from './admin-records.json';
import adminSettings from './admin-settings.json';

export default {
  common,
  player,
  public: publicPages,
  'content-page': contentPage,
  admin,
  'admin-editor': adminEditor,
  'admin-library': adminLibrary,
  'admin-records': adminRecords,
  'admin-settings': adminSettings,
};
