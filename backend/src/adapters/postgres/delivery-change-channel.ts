/**
 * The NOTIFY channel every committed delivery change is announced on (by `delivery_log_page_change`, with an empty
 * payload: listeners learn "something changed" and read the change log for what). Shared by the migration that
 * sends it and the embedded database that listens.
 */
export const DELIVERY_CHANGE_CHANNEL = 'sdn_delivery_changed';
