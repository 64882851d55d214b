import * as migration_20261122_230838_initial from './20261122_230838_initial';
import * as migration_20261122_233155_enquiry_jobs from './20261122_233155_enquiry_jobs';
import * as migration_20261125_042028_enquiry_delivery_and_staff_lockout from './20261125_042028_enquiry_delivery_and_staff_lockout';
import * as migration_20261125_083911_editorial_workflow from './20261125_083911_editorial_workflow';
import * as migration_20261125_114720_seo_redirects_and_media_storage from './20261125_114720_seo_redirects_and_media_storage';
import * as migration_20261125_132645_service_page_blocks from './20261125_132645_service_page_blocks';
import * as migration_20261125_211353_page_content from './20261125_211353_page_content';
import * as migration_20261127_095612_enquiry_delivery_key from './20261127_095612_enquiry_delivery_key';
import * as migration_20261128_132631_staff_pages from './20261128_132631_staff_pages';
import * as migration_20261128_164600_navigation from './20261128_164600_navigation';
import * as migration_20261129_025920_blog_topics from './20261129_025920_blog_topics';
import * as migration_20261129_060553_enquiry_source from './20261129_060553_enquiry_source';
import * as migration_20261129_090022_site_visits from './20261129_090022_site_visits';
import * as migration_20261129_121137_translation_states from './20261129_121137_translation_states';
import * as migration_20261129_124847_translation_guard from './20261129_124847_translation_guard';
import * as migration_20261129_184840_built_forms from './20261129_184840_built_forms';
import * as migration_20261129_192340_form_retention from './20261129_192340_form_retention';
import * as migration_20261129_220035_form_files from './20261129_220035_form_files';
import * as migration_20261130_012349_form_webhook from './20261130_012349_form_webhook';
import * as migration_20261130_013455_staff_display_name from './20261130_013455_staff_display_name';
import * as migration_20261203_045618_audit_log from './20261203_045618_audit_log';
import * as migration_20261203_092550_data_request_actions from './20261203_092550_data_request_actions';
import * as migration_20261203_130155_audit_password_reset_asked from './20261203_130155_audit_password_reset_asked';
import * as migration_20261203_225510_site_forms from './20261203_225510_site_forms';
import * as migration_20261204_181305_page_library_blocks from './20261204_181305_page_library_blocks';
import * as migration_20261204_212509_page_library_steps_hero_backgrounds from './20261204_212509_page_library_steps_hero_backgrounds';
import * as migration_20261204_232140_value_card_pictures from './20261204_232140_value_card_pictures';
import * as migration_20261205_011500_policy_counting_clause from './20261205_011500_policy_counting_clause';
import * as migration_20261205_052249_stories_list_choice from './20261205_052249_stories_list_choice';
import * as migration_20261205_111922_block_pictures_uploads from './20261205_111922_block_pictures_uploads';
import * as migration_20261205_120126_partner_logos_uploads from './20261205_120126_partner_logos_uploads';
import * as migration_20261205_140527_page_screenshots_per_language from './20261205_140527_page_screenshots_per_language';
import * as migration_20261205_180112_cta_band_anchor from './20261205_180112_cta_band_anchor';
import * as migration_20261205_190000_sqlite_foreign_key_actions from './20261205_190000_sqlite_foreign_key_actions';
import * as migration_20261205_211424_page_back_to_top_and_descriptions from './20261205_211424_page_back_to_top_and_descriptions';
import * as migration_20261206_010000_about_page_by_address from './20261206_010000_about_page_by_address';
import * as migration_20261206_050000_contact_page_by_address from './20261206_050000_contact_page_by_address';
import * as migration_20261206_090000_home_page_by_address from './20261206_090000_home_page_by_address';
import * as migration_20261206_092000_service_keywords from './20261206_092000_service_keywords';
import * as migration_20261207_085749_block_buttons_any_page from './20261207_085749_block_buttons_any_page';

export const migrations = [
  {
    up: migration_20261122_230838_initial.up,
    down: migration_20261122_230838_initial.down,
    name: '20261122_230838_initial',
  },
  {
    up: migration_20261122_233155_enquiry_jobs.up,
    down: migration_20261122_233155_enquiry_jobs.down,
    name: '20261122_233155_enquiry_jobs',
  },
  {
    up: migration_20261125_042028_enquiry_delivery_and_staff_lockout.up,
    down: migration_20261125_042028_enquiry_delivery_and_staff_lockout.down,
    name: '20261125_042028_enquiry_delivery_and_staff_lockout',
  },
  {
    up: migration_20261125_083911_editorial_workflow.up,
    down: migration_20261125_083911_editorial_workflow.down,
    name: '20261125_083911_editorial_workflow',
  },
  {
    up: migration_20261125_114720_seo_redirects_and_media_storage.up,
    down: migration_20261125_114720_seo_redirects_and_media_storage.down,
    name: '20261125_114720_seo_redirects_and_media_storage',
  },
  {
    up: migration_20261125_132645_service_page_blocks.up,
    down: migration_20261125_132645_service_page_blocks.down,
    name: '20261125_132645_service_page_blocks',
  },
  {
    up: migration_20261125_211353_page_content.up,
    down: migration_20261125_211353_page_content.down,
    name: '20261125_211353_page_content',
  },
  {
    up: migration_20261127_095612_enquiry_delivery_key.up,
    down: migration_20261127_095612_enquiry_delivery_key.down,
    name: '20261127_095612_enquiry_delivery_key',
  },
  {
    up: migration_20261128_132631_staff_pages.up,
    down: migration_20261128_132631_staff_pages.down,
    name: '20261128_132631_staff_pages',
  },
  {
    up: migration_20261128_164600_navigation.up,
    down: migration_20261128_164600_navigation.down,
    name: '20261128_164600_navigation',
  },
  {
    up: migration_20261129_025920_blog_topics.up,
    down: migration_20261129_025920_blog_topics.down,
    name: '20261129_025920_blog_topics',
  },
  {
    up: migration_20261129_060553_enquiry_source.up,
    down: migration_20261129_060553_enquiry_source.down,
    name: '20261129_060553_enquiry_source',
  },
  {
    up: migration_20261129_090022_site_visits.up,
    down: migration_20261129_090022_site_visits.down,
    name: '20261129_090022_site_visits',
  },
  {
    up: migration_20261129_121137_translation_states.up,
    down: migration_20261129_121137_translation_states.down,
    name: '20261129_121137_translation_states',
  },
  {
    up: migration_20261129_124847_translation_guard.up,
    down: migration_20261129_124847_translation_guard.down,
    name: '20261129_124847_translation_guard',
  },
  {
    up: migration_20261129_184840_built_forms.up,
    down: migration_20261129_184840_built_forms.down,
    name: '20261129_184840_built_forms',
  },
  {
    up: migration_20261129_192340_form_retention.up,
    down: migration_20261129_192340_form_retention.down,
    name: '20261129_192340_form_retention',
  },
  {
    up: migration_20261129_220035_form_files.up,
    down: migration_20261129_220035_form_files.down,
    name: '20261129_220035_form_files',
  },
  {
    up: migration_20261130_012349_form_webhook.up,
    down: migration_20261130_012349_form_webhook.down,
    name: '20261130_012349_form_webhook',
  },
  {
    up: migration_20261130_013455_staff_display_name.up,
    down: migration_20261130_013455_staff_display_name.down,
    name: '20261130_013455_staff_display_name',
  },
  {
    up: migration_20261203_045618_audit_log.up,
    down: migration_20261203_045618_audit_log.down,
    name: '20261203_045618_audit_log',
  },
  {
    up: migration_20261203_092550_data_request_actions.up,
    down: migration_20261203_092550_data_request_actions.down,
    name: '20261203_092550_data_request_actions',
  },
  {
    up: migration_20261203_130155_audit_password_reset_asked.up,
    down: migration_20261203_130155_audit_password_reset_asked.down,
    name: '20261203_130155_audit_password_reset_asked',
  },
  {
    up: migration_20261203_225510_site_forms.up,
    down: migration_20261203_225510_site_forms.down,
    name: '20261203_225510_site_forms',
  },
  {
    up: migration_20261204_181305_page_library_blocks.up,
    down: migration_20261204_181305_page_library_blocks.down,
    name: '20261204_181305_page_library_blocks',
  },
  {
    up: migration_20261204_212509_page_library_steps_hero_backgrounds.up,
    down: migration_20261204_212509_page_library_steps_hero_backgrounds.down,
    name: '20261204_212509_page_library_steps_hero_backgrounds',
  },
  {
    up: migration_20261204_232140_value_card_pictures.up,
    down: migration_20261204_232140_value_card_pictures.down,
    name: '20261204_232140_value_card_pictures',
  },
  {
    up: migration_20261205_011500_policy_counting_clause.up,
    down: migration_20261205_011500_policy_counting_clause.down,
    name: '20261205_011500_policy_counting_clause',
  },
  {
    up: migration_20261205_052249_stories_list_choice.up,
    down: migration_20261205_052249_stories_list_choice.down,
    name: '20261205_052249_stories_list_choice',
  },
  {
    up: migration_20261205_111922_block_pictures_uploads.up,
    down: migration_20261205_111922_block_pictures_uploads.down,
    name: '20261205_111922_block_pictures_uploads',
  },
  {
    up: migration_20261205_120126_partner_logos_uploads.up,
    down: migration_20261205_120126_partner_logos_uploads.down,
    name: '20261205_120126_partner_logos_uploads',
  },
  {
    up: migration_20261205_140527_page_screenshots_per_language.up,
    down: migration_20261205_140527_page_screenshots_per_language.down,
    name: '20261205_140527_page_screenshots_per_language',
  },
  {
    up: migration_20261205_180112_cta_band_anchor.up,
    down: migration_20261205_180112_cta_band_anchor.down,
    name: '20261205_180112_cta_band_anchor',
  },
  {
    up: migration_20261205_190000_sqlite_foreign_key_actions.up,
    down: migration_20261205_190000_sqlite_foreign_key_actions.down,
    name: '20261205_190000_sqlite_foreign_key_actions',
  },
  {
    up: migration_20261205_211424_page_back_to_top_and_descriptions.up,
    down: migration_20261205_211424_page_back_to_top_and_descriptions.down,
    name: '20261205_211424_page_back_to_top_and_descriptions',
  },
  {
    up: migration_20261206_010000_about_page_by_address.up,
    down: migration_20261206_010000_about_page_by_address.down,
    name: '20261206_010000_about_page_by_address',
  },
  {
    up: migration_20261206_050000_contact_page_by_address.up,
    down: migration_20261206_050000_contact_page_by_address.down,
    name: '20261206_050000_contact_page_by_address',
  },
  {
    up: migration_20261206_090000_home_page_by_address.up,
    down: migration_20261206_090000_home_page_by_address.down,
    name: '20261206_090000_home_page_by_address',
  },
  {
    up: migration_20261206_092000_service_keywords.up,
    down: migration_20261206_092000_service_keywords.down,
    name: '20261206_092000_service_keywords',
  },
  {
    up: migration_20261207_085749_block_buttons_any_page.up,
    down: migration_20261207_085749_block_buttons_any_page.down,
    name: '20261207_085749_block_buttons_any_page'
  },
];
