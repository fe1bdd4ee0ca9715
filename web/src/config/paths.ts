/** Every route of the SPA in one place; build links with getHref(), never by hand. */
export const paths = {
  home: {
    path: '/',
    getHref: () => '/',
  },
  content: {
    /** A lecture's readable address (slug), or its id, which the server and the page move to the address. */
    path: '/content/:idOrSlug',
    getHref: (item: string | { id: string; slug?: string | null }) => `/content/${encodeURIComponent(typeof item === 'string' ? item : (item.slug ?? item.id))}`,
  },
  speakersIndex: {
    path: '/speakers',
    getHref: () => '/speakers',
  },
  /** A speaker's page: by name (any spelling finds the speaker) or by its slug. */
  speaker: {
    path: '/speakers/:name',
    getHref: (name: string) => `/speakers/${encodeURIComponent(name)}`,
  },
  seriesIndex: {
    path: '/series',
    getHref: () => '/series',
  },
  series: {
    path: '/series/:slug',
    getHref: (slug: string) => `/series/${encodeURIComponent(slug)}`,
  },
  topicsIndex: {
    path: '/topics',
    getHref: () => '/topics',
  },
  topic: {
    path: '/topics/:tag',
    getHref: (tag: string) => `/topics/${encodeURIComponent(tag)}`,
  },
  upload: {
    path: '/upload',
    getHref: () => '/upload',
  },
  admin: {
    root: {
      path: '/admin/*',
      getHref: () => '/admin',
    },
    dashboard: {
      path: '/admin/dashboard',
      getHref: () => '/admin/dashboard',
    },
    upload: {
      path: '/admin/upload',
      getHref: () => '/admin/upload',
    },
    library: {
      path: '/admin/library',
      getHref: () => '/admin/library',
    },
    imports: {
      path: '/admin/imports',
      getHref: () => '/admin/imports',
    },
    importView: {
      path: '/admin/imports/:id',
      getHref: (id: string) => `/admin/imports/${encodeURIComponent(id)}`,
    },
    series: {
      path: '/admin/series',
      getHref: () => '/admin/series',
    },
    seriesEdit: {
      path: '/admin/series/:id',
      getHref: (id: string) => `/admin/series/${encodeURIComponent(id)}`,
    },
    speakers: {
      path: '/admin/speakers',
      getHref: () => '/admin/speakers',
    },
    speakerEdit: {
      path: '/admin/speakers/:id',
      getHref: (id: string) => `/admin/speakers/${encodeURIComponent(id)}`,
    },
    settings: {
      path: '/admin/settings',
      getHref: () => '/admin/settings',
    },
    content: {
      path: '/admin/content/:id',
      getHref: (id: string) => `/admin/content/${encodeURIComponent(id)}`,
    },
  },
} as const;
