// The admin area's messages, fetched with the admin area's code.
import admin from './admin.json';
import adminEditor from './admin-editor.json';
import adminLibrary from './admin-library.json';
import adminRecords from './admin-records.json';
import adminSettings from './admin-settings.json';

export default { admin, 'admin-editor': adminEditor, 'admin-library': adminLibrary, 'admin-records': adminRecords, 'admin-settings': adminSettings };
