import { HuntOverlayPage } from './overlay-page';

export default HuntOverlayPage;
