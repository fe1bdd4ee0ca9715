// Unit specs read every part's messages in English, as the app does once the admin area has loaded.
import { addMessages } from '@/i18n/i18n';
import englishAdmin from '@/locales/en/admin';

addMessages('en', englishAdmin);
