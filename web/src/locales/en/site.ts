// The public site's messages (header, player, public pages, lecture page): what every visitor needs.
import common from './common.json';
import contentPage from './content-page.json';
import player from './player.json';
import publicPages from './public.json';

export default { common, player, public: publicPages, 'content-page': contentPage };
