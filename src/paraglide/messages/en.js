/* eslint-disable */
/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */
/** @typedef {{}} Legal_Back_To_TopInputs */
/** @typedef {{}} Legal_ContentsInputs */
/** @typedef {{}} Legal_Empty_SectionInputs */
/** @typedef {{}} Legal_EyebrowInputs */
/** @typedef {{}} Legal_Last_UpdatedInputs */
/** @typedef {{}} Legal_Last_Updated_DateInputs */
/** @typedef {{}} Nav_About_UsInputs */
/** @typedef {{}} Nav_Contact_UsInputs */
/** @typedef {{}} Nav_How_It_WorksInputs */
/** @typedef {{}} Privacy_Changes_1Inputs */
/** @typedef {{}} Privacy_Changes_TitleInputs */
/** @typedef {{}} Privacy_Children_1Inputs */
/** @typedef {{}} Privacy_Children_TitleInputs */
/** @typedef {{}} Privacy_Contact_1Inputs */
/** @typedef {{}} Privacy_Contact_List_1Inputs */
/** @typedef {{ companyLegalName: NonNullable<unknown>, companyAddress: NonNullable<unknown> }} Privacy_Contact_List_2Inputs */
/** @typedef {{}} Privacy_Contact_TitleInputs */
/** @typedef {{}} Privacy_Data_We_Collect_1Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_1_LeadInputs */
/** @typedef {{}} Privacy_Data_We_Collect_2Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_2_LeadInputs */
/** @typedef {{}} Privacy_Data_We_Collect_3Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_3_LeadInputs */
/** @typedef {{}} Privacy_Data_We_Collect_List2_1Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List2_2Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List2_3Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List2_4Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List_1Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List_2Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List_3Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List_4Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_List_5Inputs */
/** @typedef {{}} Privacy_Data_We_Collect_TitleInputs */
/** @typedef {{}} Privacy_Definitions_1Inputs */
/** @typedef {{ companyLegalName: NonNullable<unknown>, companyAddress: NonNullable<unknown> }} Privacy_Definitions_List_1Inputs */
/** @typedef {{ productName: NonNullable<unknown> }} Privacy_Definitions_List_2Inputs */
/** @typedef {{}} Privacy_Definitions_List_3Inputs */
/** @typedef {{}} Privacy_Definitions_List_4Inputs */
/** @typedef {{}} Privacy_Definitions_List_5Inputs */
/** @typedef {{}} Privacy_Definitions_List_6Inputs */
/** @typedef {{}} Privacy_Definitions_List_7Inputs */
/** @typedef {{}} Privacy_Definitions_TitleInputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_1Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_2Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_1Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_2Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_3Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_4Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_5Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_List_6Inputs */
/** @typedef {{}} Privacy_How_We_Use_Your_Data_TitleInputs */
/** @typedef {{ companyLegalName: NonNullable<unknown>, productName: NonNullable<unknown> }} Privacy_Intro_1Inputs */
/** @typedef {{}} Privacy_Intro_2Inputs */
/** @typedef {{}} Privacy_Retention_1Inputs */
/** @typedef {{}} Privacy_Retention_2Inputs */
/** @typedef {{}} Privacy_Retention_TitleInputs */
/** @typedef {{}} Privacy_Security_1Inputs */
/** @typedef {{}} Privacy_Security_2Inputs */
/** @typedef {{}} Privacy_Security_TitleInputs */
/** @typedef {{}} Privacy_TitleInputs */
/** @typedef {{}} Privacy_Your_Rights_1_Part_1Inputs */
/** @typedef {{}} Privacy_Your_Rights_1_Part_2Inputs */
/** @typedef {{}} Privacy_Your_Rights_TitleInputs */
/** @typedef {{}} Terms_Arbitrators_PlaceholderInputs */
/** @typedef {{}} Terms_Contact_Us_1Inputs */
/** @typedef {{}} Terms_Contact_Us_List_3Inputs */
/** @typedef {{ companyPhone: NonNullable<unknown> }} Terms_Contact_Us_List_4Inputs */
/** @typedef {{}} Terms_Contact_Us_TitleInputs */
/** @typedef {{}} Terms_Contribution_License_TitleInputs */
/** @typedef {{}} Terms_Copyright_Infringements_1_Part_1Inputs */
/** @typedef {{}} Terms_Copyright_Infringements_1_Part_2Inputs */
/** @typedef {{}} Terms_Copyright_Infringements_TitleInputs */
/** @typedef {{}} Terms_Corrections_1Inputs */
/** @typedef {{}} Terms_Corrections_TitleInputs */
/** @typedef {{}} Terms_Disclaimer_1Inputs */
/** @typedef {{}} Terms_Disclaimer_TitleInputs */
/** @typedef {{}} Terms_Dispute_Resolution_1Inputs */
/** @typedef {{}} Terms_Dispute_Resolution_1_LeadInputs */
/** @typedef {{}} Terms_Dispute_Resolution_2_LeadInputs */
/** @typedef {{}} Terms_Dispute_Resolution_2_Part_1Inputs */
/** @typedef {{}} Terms_Dispute_Resolution_2_Part_2Inputs */
/** @typedef {{}} Terms_Dispute_Resolution_3Inputs */
/** @typedef {{}} Terms_Dispute_Resolution_3_LeadInputs */
/** @typedef {{}} Terms_Dispute_Resolution_TitleInputs */
/** @typedef {{}} Terms_Electronic_Communications_1Inputs */
/** @typedef {{}} Terms_Electronic_Communications_TitleInputs */
/** @typedef {{}} Terms_Governing_Law_1Inputs */
/** @typedef {{}} Terms_Governing_Law_TitleInputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_1Inputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_2Inputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_List_1Inputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_List_2Inputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_List_3Inputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_List_4Inputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_List_5Inputs */
/** @typedef {{}} Terms_Guidelines_For_Reviews_TitleInputs */
/** @typedef {{}} Terms_Indemnification_1Inputs */
/** @typedef {{}} Terms_Indemnification_TitleInputs */
/** @typedef {{}} Terms_Intellectual_Property_1Inputs */
/** @typedef {{ productName: NonNullable<unknown> }} Terms_Intellectual_Property_2Inputs */
/** @typedef {{}} Terms_Intellectual_Property_TitleInputs */
/** @typedef {{ companyLegalName: NonNullable<unknown>, companyAddress: NonNullable<unknown> }} Terms_Intro_1Inputs */
/** @typedef {{ siteHost: NonNullable<unknown>, productName: NonNullable<unknown> }} Terms_Intro_2Inputs */
/** @typedef {{}} Terms_Intro_3Inputs */
/** @typedef {{}} Terms_Intro_4Inputs */
/** @typedef {{}} Terms_Limitations_Of_Liability_1Inputs */
/** @typedef {{}} Terms_Limitations_Of_Liability_TitleInputs */
/** @typedef {{}} Terms_Miscellaneous_1Inputs */
/** @typedef {{}} Terms_Miscellaneous_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Terms_Mobile_Application_License_1Inputs */
/** @typedef {{}} Terms_Mobile_Application_License_2Inputs */
/** @typedef {{}} Terms_Mobile_Application_License_TitleInputs */
/** @typedef {{}} Terms_Modifications_And_Interruptions_1Inputs */
/** @typedef {{}} Terms_Modifications_And_Interruptions_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Terms_Partner_Businesses_1Inputs */
/** @typedef {{}} Terms_Partner_Businesses_TitleInputs */
/** @typedef {{}} Terms_Policy_1Inputs */
/** @typedef {{}} Terms_Policy_TitleInputs */
/** @typedef {{}} Terms_Privacy_Policy_1_LinkInputs */
/** @typedef {{}} Terms_Privacy_Policy_1_Part_1Inputs */
/** @typedef {{}} Terms_Privacy_Policy_1_Part_2Inputs */
/** @typedef {{}} Terms_Privacy_Policy_2Inputs */
/** @typedef {{}} Terms_Privacy_Policy_TitleInputs */
/** @typedef {{}} Terms_Prohibited_Activities_1Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_1Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_10Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_11Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_2Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_3Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_4Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_5Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_6Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_7Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_8Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_List_9Inputs */
/** @typedef {{}} Terms_Prohibited_Activities_TitleInputs */
/** @typedef {{}} Terms_Purchases_And_Payment_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Terms_Services_1Inputs */
/** @typedef {{}} Terms_Services_2Inputs */
/** @typedef {{}} Terms_Services_Management_1Inputs */
/** @typedef {{}} Terms_Services_Management_List_1Inputs */
/** @typedef {{}} Terms_Services_Management_List_2Inputs */
/** @typedef {{}} Terms_Services_Management_List_3Inputs */
/** @typedef {{}} Terms_Services_Management_List_4Inputs */
/** @typedef {{}} Terms_Services_Management_List_5Inputs */
/** @typedef {{}} Terms_Services_Management_TitleInputs */
/** @typedef {{}} Terms_Services_TitleInputs */
/** @typedef {{ productName: NonNullable<unknown> }} Terms_Social_Media_1Inputs */
/** @typedef {{}} Terms_Social_Media_TitleInputs */
/** @typedef {{}} Terms_Subscriptions_1Inputs */
/** @typedef {{}} Terms_Subscriptions_1_LeadInputs */
/** @typedef {{}} Terms_Subscriptions_2Inputs */
/** @typedef {{}} Terms_Subscriptions_2_LeadInputs */
/** @typedef {{}} Terms_Subscriptions_3_LeadInputs */
/** @typedef {{}} Terms_Subscriptions_3_Part_1Inputs */
/** @typedef {{}} Terms_Subscriptions_3_Part_2Inputs */
/** @typedef {{}} Terms_Subscriptions_4Inputs */
/** @typedef {{}} Terms_Subscriptions_4_LeadInputs */
/** @typedef {{}} Terms_Subscriptions_TitleInputs */
/** @typedef {{}} Terms_Term_And_Termination_1Inputs */
/** @typedef {{}} Terms_Term_And_Termination_2Inputs */
/** @typedef {{}} Terms_Term_And_Termination_TitleInputs */
/** @typedef {{}} Terms_Third_Party_Websites_And_Content_1Inputs */
/** @typedef {{}} Terms_Third_Party_Websites_And_Content_TitleInputs */
/** @typedef {{}} Terms_TitleInputs */
/** @typedef {{}} Terms_User_Data_1Inputs */
/** @typedef {{}} Terms_User_Data_TitleInputs */
/** @typedef {{}} Terms_User_Generated_Contributions_1Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_2Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_List_1Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_List_2Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_List_3Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_List_4Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_List_5Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_List_6Inputs */
/** @typedef {{}} Terms_User_Generated_Contributions_TitleInputs */
/** @typedef {{}} Terms_User_Registration_1Inputs */
/** @typedef {{}} Terms_User_Registration_2Inputs */
/** @typedef {{}} Terms_User_Registration_TitleInputs */
/** @typedef {{}} Terms_User_Representations_1Inputs */
/** @typedef {{}} Terms_User_Representations_2Inputs */
/** @typedef {{}} Terms_User_Representations_List_1Inputs */
/** @typedef {{}} Terms_User_Representations_List_2Inputs */
/** @typedef {{}} Terms_User_Representations_List_3Inputs */
/** @typedef {{}} Terms_User_Representations_List_4Inputs */
/** @typedef {{}} Terms_User_Representations_List_5Inputs */
/** @typedef {{}} Terms_User_Representations_TitleInputs */
/** @typedef {{}} Terms_User_Submissions_And_Contributions_1Inputs */
/** @typedef {{}} Terms_User_Submissions_And_Contributions_2Inputs */
/** @typedef {{}} Terms_User_Submissions_And_Contributions_TitleInputs */


export const legal_back_to_top = /** @type {(inputs: Legal_Back_To_TopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to top`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contents`)
};

export const legal_empty_section = /** @type {(inputs: Legal_Empty_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This section is intentionally left blank.`)
};

export const legal_eyebrow = /** @type {(inputs: Legal_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Legal`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last updated`)
};

export const legal_last_updated_date = /** @type {(inputs: Legal_Last_Updated_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`January 01, 2025`)
};

export const nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`About us`)
};

export const nav_contact_us = /** @type {(inputs: Nav_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const nav_how_it_works = /** @type {(inputs: Nav_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How it works`)
};

export const privacy_changes_1 = /** @type {(inputs: Privacy_Changes_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may update this policy from time to time. We will post the new policy on this page, update the "last updated" date at the top and, for significant changes, let you know by email or a notice in the Service. Please review this policy periodically.`)
};

export const privacy_changes_title = /** @type {(inputs: Privacy_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes to this policy`)
};

export const privacy_children_1 = /** @type {(inputs: Privacy_Children_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Service is not directed at anyone under the age of 18 without the permission of a parent or guardian. We do not knowingly collect personal data from children without that permission; if you believe a child has given us personal data, please contact us and we will delete it.`)
};

export const privacy_children_title = /** @type {(inputs: Privacy_Children_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Children’s privacy`)
};

export const privacy_contact_1 = /** @type {(inputs: Privacy_Contact_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you have any questions about this privacy policy, you can contact us:`)
};

export const privacy_contact_list_1 = /** @type {(inputs: Privacy_Contact_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By email: `)
};

export const privacy_contact_list_2 = /** @type {(inputs: Privacy_Contact_List_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`By post: ${i?.companyLegalName}, ${i?.companyAddress}`)
};

export const privacy_contact_title = /** @type {(inputs: Privacy_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const privacy_data_we_collect_1 = /** @type {(inputs: Privacy_Data_We_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` While using the Service, we may ask you to provide information that can be used to contact or identify you, including:`)
};

export const privacy_data_we_collect_1_lead = /** @type {(inputs: Privacy_Data_We_Collect_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal data.`)
};

export const privacy_data_we_collect_2 = /** @type {(inputs: Privacy_Data_We_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` When you use the Service, we automatically collect usage data, including:`)
};

export const privacy_data_we_collect_2_lead = /** @type {(inputs: Privacy_Data_We_Collect_2_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usage data.`)
};

export const privacy_data_we_collect_3 = /** @type {(inputs: Privacy_Data_We_Collect_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` When you register a business account, we ask your device for its location to place your business on the map. You can refuse; registration then continues without it.`)
};

export const privacy_data_we_collect_3_lead = /** @type {(inputs: Privacy_Data_We_Collect_3_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Location.`)
};

export const privacy_data_we_collect_list2_1 = /** @type {(inputs: Privacy_Data_We_Collect_List2_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your device’s IP address;`)
};

export const privacy_data_we_collect_list2_2 = /** @type {(inputs: Privacy_Data_We_Collect_List2_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your browser type and browser version;`)
};

export const privacy_data_we_collect_list2_3 = /** @type {(inputs: Privacy_Data_We_Collect_List2_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the pages of the Service you visit and the time and date of your visit;`)
};

export const privacy_data_we_collect_list2_4 = /** @type {(inputs: Privacy_Data_We_Collect_List2_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the time spent on those pages, and other diagnostic data.`)
};

export const privacy_data_we_collect_list_1 = /** @type {(inputs: Privacy_Data_We_Collect_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`email address;`)
};

export const privacy_data_we_collect_list_2 = /** @type {(inputs: Privacy_Data_We_Collect_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`first name and last name;`)
};

export const privacy_data_we_collect_list_3 = /** @type {(inputs: Privacy_Data_We_Collect_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`phone number;`)
};

export const privacy_data_we_collect_list_4 = /** @type {(inputs: Privacy_Data_We_Collect_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`address details: state, province, postal code and city;`)
};

export const privacy_data_we_collect_list_5 = /** @type {(inputs: Privacy_Data_We_Collect_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`your business name, business type and website, when you register a business account.`)
};

export const privacy_data_we_collect_title = /** @type {(inputs: Privacy_Data_We_Collect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data we collect`)
};

export const privacy_definitions_1 = /** @type {(inputs: Privacy_Definitions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In this policy:`)
};

export const privacy_definitions_list_1 = /** @type {(inputs: Privacy_Definitions_List_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"Company", "we", "us" or "our" means ${i?.companyLegalName}, ${i?.companyAddress}.`)
};

export const privacy_definitions_list_2 = /** @type {(inputs: Privacy_Definitions_List_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"Service" means the ${i?.productName} website, the ${i?.productName} mobile app and the services offered through them.`)
};

export const privacy_definitions_list_3 = /** @type {(inputs: Privacy_Definitions_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"Account" means a unique account created for you to access the Service.`)
};

export const privacy_definitions_list_4 = /** @type {(inputs: Privacy_Definitions_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"Personal data" means any information that relates to an identified or identifiable person.`)
};

export const privacy_definitions_list_5 = /** @type {(inputs: Privacy_Definitions_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"Usage data" means data collected automatically when you use the Service, such as how long you spend on a page.`)
};

export const privacy_definitions_list_6 = /** @type {(inputs: Privacy_Definitions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"Device" means any device that can access the Service, such as a computer, phone or tablet.`)
};

export const privacy_definitions_list_7 = /** @type {(inputs: Privacy_Definitions_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`"You" means the person using the Service, or the business on whose behalf that person uses it.`)
};

export const privacy_definitions_title = /** @type {(inputs: Privacy_Definitions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Definitions`)
};

export const privacy_how_we_use_your_data_1 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use personal data to:`)
};

export const privacy_how_we_use_your_data_2 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may share your information with service providers who help us run the Service, with partner businesses when you book with them, when the law requires it, or with your consent. We do not sell your personal data.`)
};

export const privacy_how_we_use_your_data_list_1 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`provide and maintain the Service, and monitor how it is used;`)
};

export const privacy_how_we_use_your_data_list_2 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`create and manage your account and verify your phone number;`)
};

export const privacy_how_we_use_your_data_list_3 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`perform our contract with you, including your subscription;`)
};

export const privacy_how_we_use_your_data_list_4 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contact you by email, phone or in-app notifications about your account, bookings, updates and security;`)
};

export const privacy_how_we_use_your_data_list_5 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`answer your requests, such as messages sent through our contact form;`)
};

export const privacy_how_we_use_your_data_list_6 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`analyse usage trends to improve the Service, our marketing and your experience.`)
};

export const privacy_how_we_use_your_data_title = /** @type {(inputs: Privacy_How_We_Use_Your_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How we use your data`)
};

export const privacy_intro_1 = /** @type {(inputs: Privacy_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`This privacy policy describes how ${i?.companyLegalName} collects, uses and protects your information when you use the ${i?.productName} website and app, and tells you about your privacy rights.`)
};

export const privacy_intro_2 = /** @type {(inputs: Privacy_Intro_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We use your personal data to provide and improve the Service. By using the Service, you agree to the collection and use of information in line with this policy.`)
};

export const privacy_retention_1 = /** @type {(inputs: Privacy_Retention_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep personal data only for as long as is necessary for the purposes set out in this policy, and as long as we need to comply with our legal obligations, resolve disputes and enforce our agreements.`)
};

export const privacy_retention_2 = /** @type {(inputs: Privacy_Retention_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep usage data for internal analysis for a shorter period, unless it is used to strengthen security or improve the Service, or we are legally required to keep it longer.`)
};

export const privacy_retention_title = /** @type {(inputs: Privacy_Retention_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retention of your data`)
};

export const privacy_security_1 = /** @type {(inputs: Privacy_Security_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The security of your data matters to us. We protect it with commercially acceptable measures, including encrypted connections, hashed passwords and restricted access. No method of transmission over the internet or of electronic storage is 100% secure, so we cannot guarantee its absolute security.`)
};

export const privacy_security_2 = /** @type {(inputs: Privacy_Security_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your data is processed and stored in Egypt, where the Service is hosted.`)
};

export const privacy_security_title = /** @type {(inputs: Privacy_Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Security of your data`)
};

export const privacy_title = /** @type {(inputs: Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const privacy_your_rights_1_part_1 = /** @type {(inputs: Privacy_Your_Rights_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may ask us to access, correct or delete the personal data we hold about you, or to stop using it for marketing. Write to us at `)
};

export const privacy_your_rights_1_part_2 = /** @type {(inputs: Privacy_Your_Rights_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` and we will answer within a reasonable time.`)
};

export const privacy_your_rights_title = /** @type {(inputs: Privacy_Your_Rights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your rights`)
};

export const terms_arbitrators_placeholder = /** @type {(inputs: Terms_Arbitrators_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`number of arbitrators to be confirmed`)
};

export const terms_contact_us_1 = /** @type {(inputs: Terms_Contact_Us_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To resolve a complaint about the Services or to receive further information about their use, please contact us:`)
};

export const terms_contact_us_list_3 = /** @type {(inputs: Terms_Contact_Us_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email: `)
};

export const terms_contact_us_list_4 = /** @type {(inputs: Terms_Contact_Us_List_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Phone: ${i?.companyPhone}`)
};

export const terms_contact_us_title = /** @type {(inputs: Terms_Contact_Us_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact us`)
};

export const terms_contribution_license_title = /** @type {(inputs: Terms_Contribution_License_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contribution license`)
};

export const terms_copyright_infringements_1_part_1 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We respect the intellectual property rights of others. If you believe that material on the Services infringes a copyright you own or control, please tell us at `)
};

export const terms_copyright_infringements_1_part_2 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`, describing the work and where it appears. A notification that is not made in good faith may expose you to liability.`)
};

export const terms_copyright_infringements_title = /** @type {(inputs: Terms_Copyright_Infringements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copyright infringements`)
};

export const terms_corrections_1 = /** @type {(inputs: Terms_Corrections_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services may contain typographical errors, inaccuracies or omissions, including in descriptions, prices and availability. We reserve the right to correct them and to change or update information at any time, without prior notice.`)
};

export const terms_corrections_title = /** @type {(inputs: Terms_Corrections_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Corrections`)
};

export const terms_disclaimer_1 = /** @type {(inputs: Terms_Disclaimer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services are provided on an as-is and as-available basis. To the fullest extent permitted by law, we disclaim all warranties, express or implied, including the implied warranties of merchantability, fitness for a particular purpose and non-infringement. We make no warranty about the accuracy or completeness of the content of the Services or of any website linked to them.`)
};

export const terms_disclaimer_title = /** @type {(inputs: Terms_Disclaimer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Disclaimer`)
};

export const terms_dispute_resolution_1 = /** @type {(inputs: Terms_Dispute_Resolution_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` To resolve any dispute quickly and at low cost, you and we agree first to try to negotiate it informally for at least thirty (30) days before starting arbitration. Negotiations begin when one party gives the other written notice.`)
};

export const terms_dispute_resolution_1_lead = /** @type {(inputs: Terms_Dispute_Resolution_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informal negotiations.`)
};

export const terms_dispute_resolution_2_lead = /** @type {(inputs: Terms_Dispute_Resolution_2_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binding arbitration.`)
};

export const terms_dispute_resolution_2_part_1 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Any dispute that cannot be resolved informally will be finally resolved by arbitration. The seat of arbitration is Zagazig, Egypt; the language of the proceedings is English; and the number of arbitrators is `)
};

export const terms_dispute_resolution_2_part_2 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. The governing law of these terms is Egyptian law.`)
};

export const terms_dispute_resolution_3 = /** @type {(inputs: Terms_Dispute_Resolution_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Any arbitration is limited to the dispute between you and us individually. No arbitration may be joined with any other proceeding or brought as a class action.`)
};

export const terms_dispute_resolution_3_lead = /** @type {(inputs: Terms_Dispute_Resolution_3_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restrictions.`)
};

export const terms_dispute_resolution_title = /** @type {(inputs: Terms_Dispute_Resolution_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dispute resolution`)
};

export const terms_electronic_communications_1 = /** @type {(inputs: Terms_Electronic_Communications_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Visiting the Services, sending us emails and completing online forms are electronic communications. You consent to receive electronic communications, and you agree that all agreements, notices and other communications we provide to you electronically, by email and on the Services, satisfy any legal requirement that such communication be in writing.`)
};

export const terms_electronic_communications_title = /** @type {(inputs: Terms_Electronic_Communications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Electronic communications, transactions and signatures`)
};

export const terms_governing_law_1 = /** @type {(inputs: Terms_Governing_Law_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms and your use of the Services are governed by and construed in accordance with the laws of the Arab Republic of Egypt.`)
};

export const terms_governing_law_title = /** @type {(inputs: Terms_Governing_Law_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Governing law`)
};

export const terms_guidelines_for_reviews_1 = /** @type {(inputs: Terms_Guidelines_For_Reviews_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may let members leave reviews or ratings of businesses. When posting a review, you must:`)
};

export const terms_guidelines_for_reviews_2 = /** @type {(inputs: Terms_Guidelines_For_Reviews_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may accept, reject or remove reviews at our sole discretion. Reviews are not endorsed by us and do not necessarily represent our opinions or those of our partners.`)
};

export const terms_guidelines_for_reviews_list_1 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`have first-hand experience with the business or class being reviewed;`)
};

export const terms_guidelines_for_reviews_list_2 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not use offensive profanity, or abusive, racist or hateful language;`)
};

export const terms_guidelines_for_reviews_list_3 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not include discriminatory references based on religion, race, gender, national origin, age, marital status, sexual orientation or disability;`)
};

export const terms_guidelines_for_reviews_list_4 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not post a review about a competitor or a business you are affiliated with;`)
};

export const terms_guidelines_for_reviews_list_5 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`not post false or misleading statements, or take part in a campaign encouraging others to post reviews.`)
};

export const terms_guidelines_for_reviews_title = /** @type {(inputs: Terms_Guidelines_For_Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guidelines for reviews`)
};

export const terms_indemnification_1 = /** @type {(inputs: Terms_Indemnification_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You agree to defend, indemnify and hold us harmless, including our subsidiaries, affiliates, officers, agents, partners and employees, from any loss, damage, liability, claim or demand, including reasonable legal fees, made by a third party because of your Contributions, your use of the Services, your breach of these terms or your violation of the rights of a third party.`)
};

export const terms_indemnification_title = /** @type {(inputs: Terms_Indemnification_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indemnification`)
};

export const terms_intellectual_property_1 = /** @type {(inputs: Terms_Intellectual_Property_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We own or license all intellectual property in the Services, including the source code, databases, software, designs, text, photographs and graphics, and the trademarks, service marks and logos they contain (the "Marks"). They are protected by copyright, trademark and other intellectual property laws of Egypt and of other countries.`)
};

export const terms_intellectual_property_2 = /** @type {(inputs: Terms_Intellectual_Property_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Subject to these terms, we grant you a non-exclusive, non-transferable, revocable licence to access the Services and to download or print a copy of any part of the content you are entitled to access, solely for running your business on ${i?.productName} or for your personal use. No other use is permitted without our prior written permission.`)
};

export const terms_intellectual_property_title = /** @type {(inputs: Terms_Intellectual_Property_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Intellectual property rights`)
};

export const terms_intro_1 = /** @type {(inputs: Terms_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`These terms of use are a legally binding agreement between you, whether personally or on behalf of a business ("you"), and ${i?.companyLegalName} ("Company", "we", "us" or "our"), a company registered in Cairo, Egypt, at ${i?.companyAddress}.`)
};

export const terms_intro_2 = /** @type {(inputs: Terms_Intro_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`We operate the website ${i?.siteHost}, the ${i?.productName} mobile application and the related products and services that refer or link to these terms (together, the "Services"). The Services are hosted in Egypt.`)
};

export const terms_intro_3 = /** @type {(inputs: Terms_Intro_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By accessing the Services, you confirm that you have read, understood and agreed to be bound by all of these terms. If you do not agree with all of them, you are prohibited from using the Services and must stop using them immediately.`)
};

export const terms_intro_4 = /** @type {(inputs: Terms_Intro_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may update these terms from time to time; the date above shows when they last changed. Please review them regularly: continuing to use the Services after an update means you accept the revised terms.`)
};

export const terms_limitations_of_liability_1 = /** @type {(inputs: Terms_Limitations_Of_Liability_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To the fullest extent permitted by law, neither we nor our directors, employees or agents will be liable to you for any indirect, consequential, incidental, special or punitive damages, including lost profit, lost revenue or loss of data, arising from your use of the Services. Our total liability to you for any cause is limited to the amount you paid us, if any, during the six (6) months before the cause of action arose.`)
};

export const terms_limitations_of_liability_title = /** @type {(inputs: Terms_Limitations_Of_Liability_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Limitations of liability`)
};

export const terms_miscellaneous_1 = /** @type {(inputs: Terms_Miscellaneous_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms and any policies we post on the Services are the entire agreement between you and us. Our failure to exercise or enforce any right or provision of these terms does not waive it. If any provision is found unlawful, void or unenforceable, it is severable and does not affect the rest. We may assign any or all of our rights and obligations to others at any time.`)
};

export const terms_miscellaneous_title = /** @type {(inputs: Terms_Miscellaneous_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miscellaneous`)
};

export const terms_mobile_application_license_1 = /** @type {(inputs: Terms_Mobile_Application_License_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If you use the ${i?.productName} mobile app, we grant you a revocable, non-exclusive, non-transferable, limited right to install and use it on devices you own or control, strictly in line with these terms. You may not decompile, reverse engineer or modify the app, or use it for any commercial venture not intended by us.`)
};

export const terms_mobile_application_license_2 = /** @type {(inputs: Terms_Mobile_Application_License_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When you download the app from the Apple App Store or Google Play, you also agree to the store’s own terms of use; Apple and Google are not parties to these terms and have no obligation to provide maintenance or support for the app.`)
};

export const terms_mobile_application_license_title = /** @type {(inputs: Terms_Mobile_Application_License_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mobile application license`)
};

export const terms_modifications_and_interruptions_1 = /** @type {(inputs: Terms_Modifications_And_Interruptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may change, modify or remove any part of the Services at any time and for any reason, without notice. We cannot guarantee that the Services will always be available: we may experience hardware, software or other problems, or need to carry out maintenance, which can result in interruptions, delays or errors. We are not liable for any loss caused by the Services being unavailable.`)
};

export const terms_modifications_and_interruptions_title = /** @type {(inputs: Terms_Modifications_And_Interruptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifications and interruptions`)
};

export const terms_partner_businesses_1 = /** @type {(inputs: Terms_Partner_Businesses_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Classes, sessions and treatments booked through ${i?.productName} are provided by the business that lists them, not by us. Each business is responsible for the accuracy of its schedule, capacity and descriptions, for holding any licences it needs, and for delivering its services safely. Payment terms between a business and ${i?.productName} are agreed with that business.`)
};

export const terms_partner_businesses_title = /** @type {(inputs: Terms_Partner_Businesses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bookings with partner businesses`)
};

export const terms_policy_1 = /** @type {(inputs: Terms_Policy_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All sales are final and no refund will be issued. Cancelling a subscription stops future renewals; it does not refund the current paid term.`)
};

export const terms_policy_title = /** @type {(inputs: Terms_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refund policy`)
};

export const terms_privacy_policy_1_link = /** @type {(inputs: Terms_Privacy_Policy_1_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`privacy policy document`)
};

export const terms_privacy_policy_1_part_1 = /** @type {(inputs: Terms_Privacy_Policy_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We care about data privacy and security. Please read our `)
};

export const terms_privacy_policy_1_part_2 = /** @type {(inputs: Terms_Privacy_Policy_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. By using the Services, you agree to be bound by it, and it forms part of these terms.`)
};

export const terms_privacy_policy_2 = /** @type {(inputs: Terms_Privacy_Policy_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services are hosted in Egypt. If you access them from another region with laws on the collection and use of personal data that differ from Egyptian law, you are transferring your data to Egypt and you consent to its transfer and processing there.`)
};

export const terms_privacy_policy_title = /** @type {(inputs: Terms_Privacy_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privacy policy`)
};

export const terms_prohibited_activities_1 = /** @type {(inputs: Terms_Prohibited_Activities_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may not use the Services for any purpose other than the one we make them available for. As a user of the Services, you agree not to:`)
};

export const terms_prohibited_activities_list_1 = /** @type {(inputs: Terms_Prohibited_Activities_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`systematically retrieve data or other content from the Services to build a collection, database or directory without our written permission;`)
};

export const terms_prohibited_activities_list_10 = /** @type {(inputs: Terms_Prohibited_Activities_List_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use the Services to advertise or offer to sell goods and services;`)
};

export const terms_prohibited_activities_list_11 = /** @type {(inputs: Terms_Prohibited_Activities_List_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use the Services in a manner inconsistent with any applicable law or regulation.`)
};

export const terms_prohibited_activities_list_2 = /** @type {(inputs: Terms_Prohibited_Activities_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`trick, defraud or mislead us or other users, in particular to learn sensitive account information such as passwords;`)
};

export const terms_prohibited_activities_list_3 = /** @type {(inputs: Terms_Prohibited_Activities_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`circumvent, disable or interfere with security features of the Services;`)
};

export const terms_prohibited_activities_list_4 = /** @type {(inputs: Terms_Prohibited_Activities_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`harass, abuse or harm another person, or use information obtained from the Services to do so;`)
};

export const terms_prohibited_activities_list_5 = /** @type {(inputs: Terms_Prohibited_Activities_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`upload or transmit viruses or other material that interferes with anyone’s use of the Services;`)
};

export const terms_prohibited_activities_list_6 = /** @type {(inputs: Terms_Prohibited_Activities_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use any automated system, such as a bot, scraper or offline reader, to access the Services;`)
};

export const terms_prohibited_activities_list_7 = /** @type {(inputs: Terms_Prohibited_Activities_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`impersonate another user or person, or use the username of another user;`)
};

export const terms_prohibited_activities_list_8 = /** @type {(inputs: Terms_Prohibited_Activities_List_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`use a buying agent or purchasing agent to make purchases on the Services;`)
};

export const terms_prohibited_activities_list_9 = /** @type {(inputs: Terms_Prohibited_Activities_List_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`sell or otherwise transfer your profile;`)
};

export const terms_prohibited_activities_title = /** @type {(inputs: Terms_Prohibited_Activities_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prohibited activities`)
};

export const terms_purchases_and_payment_title = /** @type {(inputs: Terms_Purchases_And_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Purchases and payment`)
};

export const terms_services_1 = /** @type {(inputs: Terms_Services_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} is a booking marketplace for fitness and wellness in Egypt. Businesses such as studios, gyms, spas, salons and independent trainers list their classes and open spots; members discover and book them through the ${i?.productName} mobile app. The Services are available throughout Egypt.`)
};

export const terms_services_2 = /** @type {(inputs: Terms_Services_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services are operated from and hosted in Egypt. They are not intended for distribution to, or use in, any jurisdiction where such distribution or use would be contrary to law. If you choose to access the Services from elsewhere, you do so on your own initiative and are responsible for complying with local laws.`)
};

export const terms_services_management_1 = /** @type {(inputs: Terms_Services_Management_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We have the right, but not the obligation, to:`)
};

export const terms_services_management_list_1 = /** @type {(inputs: Terms_Services_Management_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monitor the Services for violations of these terms and take appropriate legal action against anyone who violates them;`)
};

export const terms_services_management_list_2 = /** @type {(inputs: Terms_Services_Management_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`edit, redact or otherwise change any Contribution, re-categorize Contributions to place them in more appropriate locations, and pre-screen or remove any Contribution at any time and for any reason, without notice;`)
};

export const terms_services_management_list_3 = /** @type {(inputs: Terms_Services_Management_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`refuse, restrict access to, limit the availability of, or disable any Contribution or part of one;`)
};

export const terms_services_management_list_4 = /** @type {(inputs: Terms_Services_Management_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`suspend or terminate accounts at our sole discretion;`)
};

export const terms_services_management_list_5 = /** @type {(inputs: Terms_Services_Management_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`otherwise manage the Services in a manner designed to protect our rights and property and to keep them working properly.`)
};

export const terms_services_management_title = /** @type {(inputs: Terms_Services_Management_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Services management`)
};

export const terms_services_title = /** @type {(inputs: Terms_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our services`)
};

export const terms_social_media_1 = /** @type {(inputs: Terms_Social_Media_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You may follow and share ${i?.productName} on social networks such as Instagram, Facebook, LinkedIn and TikTok. Your use of those networks is governed by their own terms, and any content you post there is your responsibility and theirs, not ours.`)
};

export const terms_social_media_title = /** @type {(inputs: Terms_Social_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Social media`)
};

export const terms_subscriptions_1 = /** @type {(inputs: Terms_Subscriptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` Your subscription continues and automatically renews on a monthly recurring basis until you cancel it. You consent to our charging your payment method on a recurring basis without requiring your prior approval for each charge, until you cancel.`)
};

export const terms_subscriptions_1_lead = /** @type {(inputs: Terms_Subscriptions_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Billing and renewal.`)
};

export const terms_subscriptions_2 = /** @type {(inputs: Terms_Subscriptions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` We offer a 30-day free trial to new registered users. Your account will not be charged during the trial, and your subscription will be suspended until it is upgraded to a paid version at the end of the free trial.`)
};

export const terms_subscriptions_2_lead = /** @type {(inputs: Terms_Subscriptions_2_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free trial.`)
};

export const terms_subscriptions_3_lead = /** @type {(inputs: Terms_Subscriptions_3_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cancellation.`)
};

export const terms_subscriptions_3_part_1 = /** @type {(inputs: Terms_Subscriptions_3_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` You can cancel your subscription at any time by contacting our support team at `)
};

export const terms_subscriptions_3_part_2 = /** @type {(inputs: Terms_Subscriptions_3_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. Your cancellation will take effect at the end of the current paid term. If you have questions or are unhappy with the Services, please write to us.`)
};

export const terms_subscriptions_4 = /** @type {(inputs: Terms_Subscriptions_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` We may change the subscription price from time to time and will tell you about any change in advance, in line with applicable law.`)
};

export const terms_subscriptions_4_lead = /** @type {(inputs: Terms_Subscriptions_4_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fee changes.`)
};

export const terms_subscriptions_title = /** @type {(inputs: Terms_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Subscriptions`)
};

export const terms_term_and_termination_1 = /** @type {(inputs: Terms_Term_And_Termination_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These terms remain in full force and effect while you use the Services. We reserve the right, at our sole discretion and without notice or liability, to deny access to and use of the Services to any person for any reason, including a breach of these terms or of any law, and to suspend or terminate your account.`)
};

export const terms_term_and_termination_2 = /** @type {(inputs: Terms_Term_And_Termination_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If we terminate or suspend your account, you may not register and create a new account under your name, a fake or borrowed name, or the name of any third party, even if you may be acting on behalf of that third party.`)
};

export const terms_term_and_termination_title = /** @type {(inputs: Terms_Term_And_Termination_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Term and termination`)
};

export const terms_third_party_websites_and_content_1 = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services may link to websites and content of third parties, including our partner businesses. We do not check or monitor them and are not responsible for them. If you leave the Services to visit a third-party website, these terms no longer govern your visit.`)
};

export const terms_third_party_websites_and_content_title = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Third-party websites and content`)
};

export const terms_title = /** @type {(inputs: Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terms of use`)
};

export const terms_user_data_1 = /** @type {(inputs: Terms_User_Data_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We keep certain data you transmit to the Services in order to manage their performance, as well as data about your use of them. Although we perform regular routine backups, you are solely responsible for the data you transmit or that relates to any activity you have undertaken using the Services.`)
};

export const terms_user_data_title = /** @type {(inputs: Terms_User_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User data`)
};

export const terms_user_generated_contributions_1 = /** @type {(inputs: Terms_User_Generated_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The Services may invite you to post text, photos, reviews and other material. Contributions and reviews may be viewable by other users of the Services and through third-party websites. When you post a Contribution, you represent and warrant that:`)
};

export const terms_user_generated_contributions_2 = /** @type {(inputs: Terms_User_Generated_Contributions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any use of the Services in violation of the above may result in the termination or suspension of your rights to use the Services.`)
};

export const terms_user_generated_contributions_list_1 = /** @type {(inputs: Terms_User_Generated_Contributions_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you own it, or have the rights and permissions needed to post it and to let us use it as these terms describe;`)
};

export const terms_user_generated_contributions_list_2 = /** @type {(inputs: Terms_User_Generated_Contributions_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not false, inaccurate or misleading;`)
};

export const terms_user_generated_contributions_list_3 = /** @type {(inputs: Terms_User_Generated_Contributions_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not unsolicited advertising, spam or a chain letter;`)
};

export const terms_user_generated_contributions_list_4 = /** @type {(inputs: Terms_User_Generated_Contributions_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it is not obscene, violent, harassing, defamatory or otherwise objectionable;`)
};

export const terms_user_generated_contributions_list_5 = /** @type {(inputs: Terms_User_Generated_Contributions_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it does not violate any law or the privacy or publicity rights of anyone;`)
};

export const terms_user_generated_contributions_list_6 = /** @type {(inputs: Terms_User_Generated_Contributions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`it does not include material that exploits or endangers anyone under the age of 18.`)
};

export const terms_user_generated_contributions_title = /** @type {(inputs: Terms_User_Generated_Contributions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User generated contributions`)
};

export const terms_user_registration_1 = /** @type {(inputs: Terms_User_Registration_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You may need to register an account to use the Services. You agree to keep your password confidential and you are responsible for all use of your account and password. Registering a business account requires a mobile phone number that we verify with a one-time code.`)
};

export const terms_user_registration_2 = /** @type {(inputs: Terms_User_Registration_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We may remove, reclaim or change a business name or username you select if we determine, at our sole discretion, that it is inappropriate, obscene, misleading or otherwise objectionable.`)
};

export const terms_user_registration_title = /** @type {(inputs: Terms_User_Registration_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User registration`)
};

export const terms_user_representations_1 = /** @type {(inputs: Terms_User_Representations_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`By using the Services, you represent and warrant that:`)
};

export const terms_user_representations_2 = /** @type {(inputs: Terms_User_Representations_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`If you provide information that is untrue, inaccurate, not current or incomplete, we may suspend or terminate your account and refuse any current or future use of the Services.`)
};

export const terms_user_representations_list_1 = /** @type {(inputs: Terms_User_Representations_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`all registration information you submit is true, accurate, current and complete, and you will keep it up to date;`)
};

export const terms_user_representations_list_2 = /** @type {(inputs: Terms_User_Representations_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you have the legal capacity to agree to these terms and you will comply with them;`)
};

export const terms_user_representations_list_3 = /** @type {(inputs: Terms_User_Representations_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you are not a minor in the jurisdiction in which you reside, or, if you are a minor (generally under 18 years of age), you have received your parent’s or guardian’s permission to use the Services;`)
};

export const terms_user_representations_list_4 = /** @type {(inputs: Terms_User_Representations_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you will not access the Services through automated or non-human means, whether through a bot, script or otherwise;`)
};

export const terms_user_representations_list_5 = /** @type {(inputs: Terms_User_Representations_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`you will not use the Services for any illegal or unauthorised purpose, and your use will not violate any applicable law or regulation.`)
};

export const terms_user_representations_title = /** @type {(inputs: Terms_User_Representations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User representations`)
};

export const terms_user_submissions_and_contributions_1 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any question, comment, suggestion, idea or other feedback you send us about the Services ("Submissions") becomes ours. We may use and share Submissions for any lawful purpose, without acknowledgement or payment to you, and you waive any moral rights you may have in them.`)
};

export const terms_user_submissions_and_contributions_2 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some parts of the Services let you post content of your own, such as class descriptions, photos, comments and reviews ("Contributions"). Contributions may be seen by other users of the Services. You remain responsible for what you post, and by posting you confirm that it follows these terms, in particular the sections on user generated contributions and guidelines for reviews.`)
};

export const terms_user_submissions_and_contributions_title = /** @type {(inputs: Terms_User_Submissions_And_Contributions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User submissions and contributions`)
};