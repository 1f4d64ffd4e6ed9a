/**
 * Where shared links point, and the preview card their HTML carries. Not /love itself:
 * messengers build a link's preview from the HTML at its address, without running it and
 * without the fragment, so /love's preview would name the deployment's own recipient. The
 * build writes share/love/, share/valentine/ and share/question/index.html with this generic
 * card;
 * being real files, they work on every static host with no rewrite rules. Its own module: the
 * router and the build's HTML step need it without the link codec.
 */

/** The share routes, as the router knows them. */
export const sharePaths = {
  love: '/share/love',
  valentine: '/share/valentine',
  question: '/share/question',
} as const

/** The generic card of the share pages: it never names anyone. */
export const SHARE_CARD = {
  title: 'Một trái tim dành cho bạn',
  description: 'Có người gửi bạn một lời yêu thương. Mở ra để xem nhé!',
} as const
