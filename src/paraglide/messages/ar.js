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
	return /** @type {LocalizedString} */ (`العودة إلى الأعلى`)
};

export const legal_contents = /** @type {(inputs: Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المحتويات`)
};

export const legal_empty_section = /** @type {(inputs: Legal_Empty_SectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُرك هذا القسم فارغًا عمدًا.`)
};

export const legal_eyebrow = /** @type {(inputs: Legal_EyebrowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وثائق قانونية`)
};

export const legal_last_updated = /** @type {(inputs: Legal_Last_UpdatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`آخر تحديث`)
};

export const legal_last_updated_date = /** @type {(inputs: Legal_Last_Updated_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`1 يناير 2025`)
};

export const nav_about_us = /** @type {(inputs: Nav_About_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`من نحن`)
};

export const nav_contact_us = /** @type {(inputs: Nav_Contact_UsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تواصل معنا`)
};

export const nav_how_it_works = /** @type {(inputs: Nav_How_It_WorksInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف يعمل`)
};

export const privacy_changes_1 = /** @type {(inputs: Privacy_Changes_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نُحدّث هذه السياسة من وقت لآخر. وسننشر السياسة الجديدة على هذه الصفحة، ونُحدّث تاريخ «آخر تحديث» في أعلاها، وفي حالة التغييرات الجوهرية سنُخطرك عبر البريد الإلكتروني أو بإشعار داخل الخدمة. يُرجى مراجعة هذه السياسة بصفة دورية.`)
};

export const privacy_changes_title = /** @type {(inputs: Privacy_Changes_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التغييرات على هذه السياسة`)
};

export const privacy_children_1 = /** @type {(inputs: Privacy_Children_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الخدمة غير موجهة لأي شخص دون سن 18 عامًا دون إذن من أحد الوالدين أو الوصي. ولا نجمع عن علم بيانات شخصية من الأطفال دون هذا الإذن؛ وإذا كنت تعتقد أن طفلًا قد قدّم لنا بيانات شخصية، يُرجى التواصل معنا وسنقوم بحذفها.`)
};

export const privacy_children_title = /** @type {(inputs: Privacy_Children_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خصوصية الأطفال`)
};

export const privacy_contact_1 = /** @type {(inputs: Privacy_Contact_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا كانت لديك أي أسئلة بشأن سياسة الخصوصية هذه، يمكنك التواصل معنا:`)
};

export const privacy_contact_list_1 = /** @type {(inputs: Privacy_Contact_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عبر البريد الإلكتروني: `)
};

export const privacy_contact_list_2 = /** @type {(inputs: Privacy_Contact_List_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`بالبريد العادي: ${i?.companyLegalName}، ${i?.companyAddress}`)
};

export const privacy_contact_title = /** @type {(inputs: Privacy_Contact_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تواصل معنا`)
};

export const privacy_data_we_collect_1 = /** @type {(inputs: Privacy_Data_We_Collect_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` أثناء استخدامك للخدمة، قد نطلب منك تقديم معلومات يمكن استخدامها للتواصل معك أو للتعرف على هويتك، ومنها:`)
};

export const privacy_data_we_collect_1_lead = /** @type {(inputs: Privacy_Data_We_Collect_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البيانات الشخصية.`)
};

export const privacy_data_we_collect_2 = /** @type {(inputs: Privacy_Data_We_Collect_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` عند استخدامك للخدمة، نجمع بيانات الاستخدام تلقائيًا، ومنها:`)
};

export const privacy_data_we_collect_2_lead = /** @type {(inputs: Privacy_Data_We_Collect_2_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بيانات الاستخدام.`)
};

export const privacy_data_we_collect_3 = /** @type {(inputs: Privacy_Data_We_Collect_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` عند تسجيل حساب أعمال، نطلب من جهازك تحديد موقعه لإظهار نشاطك التجاري على الخريطة. ويمكنك الرفض، وفي هذه الحالة يستمر التسجيل دون تحديد الموقع.`)
};

export const privacy_data_we_collect_3_lead = /** @type {(inputs: Privacy_Data_We_Collect_3_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الموقع الجغرافي.`)
};

export const privacy_data_we_collect_list2_1 = /** @type {(inputs: Privacy_Data_We_Collect_List2_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان بروتوكول الإنترنت (IP) الخاص بجهازك؛`)
};

export const privacy_data_we_collect_list2_2 = /** @type {(inputs: Privacy_Data_We_Collect_List2_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نوع المتصفح الذي تستخدمه وإصداره؛`)
};

export const privacy_data_we_collect_list2_3 = /** @type {(inputs: Privacy_Data_We_Collect_List2_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`صفحات الخدمة التي تزورها، ووقت زيارتك وتاريخها؛`)
};

export const privacy_data_we_collect_list2_4 = /** @type {(inputs: Privacy_Data_We_Collect_List2_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الوقت الذي تقضيه في تلك الصفحات، وغير ذلك من بيانات التشخيص.`)
};

export const privacy_data_we_collect_list_1 = /** @type {(inputs: Privacy_Data_We_Collect_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عنوان البريد الإلكتروني؛`)
};

export const privacy_data_we_collect_list_2 = /** @type {(inputs: Privacy_Data_We_Collect_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاسم الأول واسم العائلة؛`)
};

export const privacy_data_we_collect_list_3 = /** @type {(inputs: Privacy_Data_We_Collect_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رقم الهاتف؛`)
};

export const privacy_data_we_collect_list_4 = /** @type {(inputs: Privacy_Data_We_Collect_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بيانات العنوان: الولاية، والمحافظة، والرمز البريدي، والمدينة؛`)
};

export const privacy_data_we_collect_list_5 = /** @type {(inputs: Privacy_Data_We_Collect_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`اسم نشاطك التجاري ونوعه وموقعه الإلكتروني، عند تسجيل حساب أعمال.`)
};

export const privacy_data_we_collect_title = /** @type {(inputs: Privacy_Data_We_Collect_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البيانات التي نجمعها`)
};

export const privacy_definitions_1 = /** @type {(inputs: Privacy_Definitions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`في هذه السياسة:`)
};

export const privacy_definitions_list_1 = /** @type {(inputs: Privacy_Definitions_List_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«الشركة» أو «نحن» أو «لنا» أو «الخاص بنا»: ${i?.companyLegalName}، ${i?.companyAddress}.`)
};

export const privacy_definitions_list_2 = /** @type {(inputs: Privacy_Definitions_List_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«الخدمة»: موقع ${i?.productName} الإلكتروني، وتطبيق ${i?.productName} للهاتف المحمول، والخدمات المقدمة من خلالهما.`)
};

export const privacy_definitions_list_3 = /** @type {(inputs: Privacy_Definitions_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«الحساب»: حساب فريد يُنشأ لك للوصول إلى الخدمة.`)
};

export const privacy_definitions_list_4 = /** @type {(inputs: Privacy_Definitions_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«البيانات الشخصية»: أي معلومات تتعلق بشخص محدد أو يمكن تحديده.`)
};

export const privacy_definitions_list_5 = /** @type {(inputs: Privacy_Definitions_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«بيانات الاستخدام»: البيانات التي تُجمع تلقائيًا عند استخدامك للخدمة، مثل المدة التي تقضيها في إحدى الصفحات.`)
};

export const privacy_definitions_list_6 = /** @type {(inputs: Privacy_Definitions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«الجهاز»: أي جهاز يمكنه الوصول إلى الخدمة، مثل الكمبيوتر أو الهاتف أو الجهاز اللوحي.`)
};

export const privacy_definitions_list_7 = /** @type {(inputs: Privacy_Definitions_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يُقصد بـ«أنت»: الشخص الذي يستخدم الخدمة، أو النشاط التجاري الذي يستخدمها ذلك الشخص نيابةً عنه.`)
};

export const privacy_definitions_title = /** @type {(inputs: Privacy_Definitions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التعريفات`)
};

export const privacy_how_we_use_your_data_1 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نستخدم البيانات الشخصية من أجل:`)
};

export const privacy_how_we_use_your_data_2 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نشارك معلوماتك مع مقدمي الخدمات الذين يساعدوننا في تشغيل الخدمة، ومع المنشآت الشريكة عند الحجز لديها، وعندما يقتضي القانون ذلك، أو بموافقتك. ونحن لا نبيع بياناتك الشخصية.`)
};

export const privacy_how_we_use_your_data_list_1 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تقديم الخدمة والحفاظ عليها، ومتابعة كيفية استخدامها؛`)
};

export const privacy_how_we_use_your_data_list_2 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إنشاء حسابك وإدارته، والتحقق من رقم هاتفك؛`)
};

export const privacy_how_we_use_your_data_list_3 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تنفيذ تعاقدنا معك، بما في ذلك اشتراكك؛`)
};

export const privacy_how_we_use_your_data_list_4 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التواصل معك عبر البريد الإلكتروني أو الهاتف أو إشعارات التطبيق بشأن حسابك وحجوزاتك والتحديثات والأمان؛`)
};

export const privacy_how_we_use_your_data_list_5 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الرد على طلباتك، مثل الرسائل المرسلة من خلال نموذج التواصل الخاص بنا؛`)
};

export const privacy_how_we_use_your_data_list_6 = /** @type {(inputs: Privacy_How_We_Use_Your_Data_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحليل اتجاهات الاستخدام لتحسين الخدمة وأنشطتنا التسويقية وتجربتك.`)
};

export const privacy_how_we_use_your_data_title = /** @type {(inputs: Privacy_How_We_Use_Your_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`كيف نستخدم بياناتك`)
};

export const privacy_intro_1 = /** @type {(inputs: Privacy_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تصف سياسة الخصوصية هذه كيف تجمع ${i?.companyLegalName} معلوماتك وتستخدمها وتحميها عند استخدامك لموقع ${i?.productName} الإلكتروني وتطبيقه، كما تُعرّفك بحقوقك المتعلقة بالخصوصية.`)
};

export const privacy_intro_2 = /** @type {(inputs: Privacy_Intro_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نستخدم بياناتك الشخصية لتقديم الخدمة وتحسينها. وباستخدامك للخدمة، فإنك توافق على جمع المعلومات واستخدامها وفقًا لهذه السياسة.`)
};

export const privacy_retention_1 = /** @type {(inputs: Privacy_Retention_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحتفظ بالبيانات الشخصية فقط للمدة اللازمة لتحقيق الأغراض المبينة في هذه السياسة، وللمدة التي نحتاجها للوفاء بالتزاماتنا القانونية وتسوية النزاعات وإنفاذ اتفاقياتنا.`)
};

export const privacy_retention_2 = /** @type {(inputs: Privacy_Retention_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ونحتفظ ببيانات الاستخدام لأغراض التحليل الداخلي لمدة أقصر، ما لم تُستخدم لتعزيز الأمان أو لتحسين الخدمة، أو كنا ملزمين قانونًا بالاحتفاظ بها لمدة أطول.`)
};

export const privacy_retention_title = /** @type {(inputs: Privacy_Retention_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاحتفاظ ببياناتك`)
};

export const privacy_security_1 = /** @type {(inputs: Privacy_Security_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يهمنا أمان بياناتك. ونحن نحميها بتدابير مقبولة تجاريًا، منها الاتصالات المشفرة، وتخزين كلمات المرور بصيغة مُجزّأة (hashed)، وتقييد صلاحيات الوصول. ولا توجد وسيلة نقل عبر الإنترنت أو تخزين إلكتروني آمنة بنسبة 100%، لذا لا يمكننا ضمان أمانها المطلق.`)
};

export const privacy_security_2 = /** @type {(inputs: Privacy_Security_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتم معالجة بياناتك وتخزينها في مصر، حيث تُستضاف الخدمة.`)
};

export const privacy_security_title = /** @type {(inputs: Privacy_Security_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أمان بياناتك`)
};

export const privacy_title = /** @type {(inputs: Privacy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سياسة الخصوصية`)
};

export const privacy_your_rights_1_part_1 = /** @type {(inputs: Privacy_Your_Rights_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لك أن تطلب منا الاطلاع على البيانات الشخصية التي نحتفظ بها عنك أو تصحيحها أو حذفها، أو التوقف عن استخدامها لأغراض التسويق. راسلنا على `)
};

export const privacy_your_rights_1_part_2 = /** @type {(inputs: Privacy_Your_Rights_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` وسنرد عليك خلال مدة معقولة.`)
};

export const privacy_your_rights_title = /** @type {(inputs: Privacy_Your_Rights_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حقوقك`)
};

export const terms_arbitrators_placeholder = /** @type {(inputs: Terms_Arbitrators_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عدد المحكّمين قيد التأكيد`)
};

export const terms_contact_us_1 = /** @type {(inputs: Terms_Contact_Us_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لتسوية أي شكوى بشأن الخدمات أو للحصول على مزيد من المعلومات عن استخدامها، يُرجى التواصل معنا:`)
};

export const terms_contact_us_list_3 = /** @type {(inputs: Terms_Contact_Us_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`البريد الإلكتروني: `)
};

export const terms_contact_us_list_4 = /** @type {(inputs: Terms_Contact_Us_List_4Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الهاتف: ${i?.companyPhone}`)
};

export const terms_contact_us_title = /** @type {(inputs: Terms_Contact_Us_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تواصل معنا`)
};

export const terms_contribution_license_title = /** @type {(inputs: Terms_Contribution_License_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترخيص المساهمات`)
};

export const terms_copyright_infringements_1_part_1 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحن نحترم حقوق الملكية الفكرية للغير. إذا كنت تعتقد أن أي مادة على الخدمات تتعدى على حق مؤلف تملكه أو تتحكم فيه، يُرجى إبلاغنا على `)
};

export const terms_copyright_infringements_1_part_2 = /** @type {(inputs: Terms_Copyright_Infringements_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`، مع وصف المُصنَّف وموضع ظهوره. وقد يُعرّضك الإخطار الذي لا يُقدَّم بحسن نية للمساءلة القانونية.`)
};

export const terms_copyright_infringements_title = /** @type {(inputs: Terms_Copyright_Infringements_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التعدي على حقوق المؤلف`)
};

export const terms_corrections_1 = /** @type {(inputs: Terms_Corrections_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تحتوي الخدمات على أخطاء مطبعية أو معلومات غير دقيقة أو سهو، بما في ذلك في الأوصاف والأسعار ومدى الإتاحة. ونحتفظ بالحق في تصحيحها وفي تغيير المعلومات أو تحديثها في أي وقت، دون إشعار مسبق.`)
};

export const terms_corrections_title = /** @type {(inputs: Terms_Corrections_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التصحيحات`)
};

export const terms_disclaimer_1 = /** @type {(inputs: Terms_Disclaimer_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُقدَّم الخدمات «كما هي» و«حسب إتاحتها». وإلى أقصى حد يسمح به القانون، فإننا نُخلي مسؤوليتنا عن جميع الضمانات، الصريحة أو الضمنية، بما في ذلك الضمانات الضمنية المتعلقة بالصلاحية للتسويق والملاءمة لغرض معين وعدم التعدي على حقوق الغير. ولا نقدم أي ضمان بشأن دقة أو اكتمال محتوى الخدمات أو أي موقع إلكتروني مرتبط بها.`)
};

export const terms_disclaimer_title = /** @type {(inputs: Terms_Disclaimer_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إخلاء المسؤولية`)
};

export const terms_dispute_resolution_1 = /** @type {(inputs: Terms_Dispute_Resolution_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` بهدف تسوية أي نزاع بسرعة وبتكلفة منخفضة، نتفق نحن وأنت على أن نحاول أولًا التفاوض بشأنه وديًا لمدة لا تقل عن ثلاثين (30) يومًا قبل البدء في التحكيم. وتبدأ المفاوضات عندما يوجه أحد الطرفين إخطارًا كتابيًا إلى الطرف الآخر.`)
};

export const terms_dispute_resolution_1_lead = /** @type {(inputs: Terms_Dispute_Resolution_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المفاوضات الودية.`)
};

export const terms_dispute_resolution_2_lead = /** @type {(inputs: Terms_Dispute_Resolution_2_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التحكيم الملزم.`)
};

export const terms_dispute_resolution_2_part_1 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` أي نزاع يتعذر تسويته وديًا يُفصل فيه نهائيًا عن طريق التحكيم. ويكون مقر التحكيم مدينة الزقازيق، مصر؛ وتكون لغة الإجراءات هي اللغة الإنجليزية؛ ويكون عدد المحكّمين `)
};

export const terms_dispute_resolution_2_part_2 = /** @type {(inputs: Terms_Dispute_Resolution_2_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. والقانون الواجب التطبيق على هذه الشروط هو القانون المصري.`)
};

export const terms_dispute_resolution_3 = /** @type {(inputs: Terms_Dispute_Resolution_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يقتصر أي تحكيم على النزاع القائم بينك وبيننا بصفة فردية. ولا يجوز ضم أي تحكيم إلى أي إجراء آخر أو رفعه في صورة دعوى جماعية.`)
};

export const terms_dispute_resolution_3_lead = /** @type {(inputs: Terms_Dispute_Resolution_3_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القيود.`)
};

export const terms_dispute_resolution_title = /** @type {(inputs: Terms_Dispute_Resolution_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسوية النزاعات`)
};

export const terms_electronic_communications_1 = /** @type {(inputs: Terms_Electronic_Communications_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُعد زيارة الخدمات وإرسال رسائل البريد الإلكتروني إلينا وتعبئة النماذج عبر الإنترنت اتصالات إلكترونية. وتوافق على تلقي الاتصالات الإلكترونية، وعلى أن جميع الاتفاقيات والإشعارات وغيرها من الاتصالات التي نقدمها إليك إلكترونيًا، عبر البريد الإلكتروني وعلى الخدمات، تستوفي أي اشتراط قانوني بأن تكون هذه الاتصالات مكتوبة.`)
};

export const terms_electronic_communications_title = /** @type {(inputs: Terms_Electronic_Communications_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاتصالات والمعاملات والتوقيعات الإلكترونية`)
};

export const terms_governing_law_1 = /** @type {(inputs: Terms_Governing_Law_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تخضع هذه الشروط واستخدامك للخدمات لقوانين جمهورية مصر العربية وتُفسَّر وفقًا لها.`)
};

export const terms_governing_law_title = /** @type {(inputs: Terms_Governing_Law_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`القانون الواجب التطبيق`)
};

export const terms_guidelines_for_reviews_1 = /** @type {(inputs: Terms_Guidelines_For_Reviews_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نتيح للأعضاء إضافة مراجعات أو تقييمات للمنشآت. وعند نشر أي مراجعة، يجب عليك:`)
};

export const terms_guidelines_for_reviews_2 = /** @type {(inputs: Terms_Guidelines_For_Reviews_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لنا قبول المراجعات أو رفضها أو حذفها وفقًا لتقديرنا المنفرد. ونحن لا نتبنى المراجعات، ولا تعبر بالضرورة عن آرائنا أو آراء شركائنا.`)
};

export const terms_guidelines_for_reviews_list_1 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أن تكون لديك تجربة مباشرة مع المنشأة أو الحصة محل المراجعة؛`)
};

export const terms_guidelines_for_reviews_list_2 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألا تستخدم ألفاظًا نابية مسيئة، أو لغة مسيئة أو عنصرية أو تحض على الكراهية؛`)
};

export const terms_guidelines_for_reviews_list_3 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألا تتضمن مراجعتك إشارات تمييزية على أساس الدين أو العرق أو الجنس أو الأصل القومي أو السن أو الحالة الاجتماعية أو الميول الجنسية أو الإعاقة؛`)
};

export const terms_guidelines_for_reviews_list_4 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألا تنشر مراجعة عن منافس أو عن منشأة تربطك بها صلة؛`)
};

export const terms_guidelines_for_reviews_list_5 = /** @type {(inputs: Terms_Guidelines_For_Reviews_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ألا تنشر بيانات كاذبة أو مضللة، أو تشارك في حملة تشجع الآخرين على نشر مراجعات.`)
};

export const terms_guidelines_for_reviews_title = /** @type {(inputs: Terms_Guidelines_For_Reviews_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إرشادات المراجعات`)
};

export const terms_indemnification_1 = /** @type {(inputs: Terms_Indemnification_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`توافق على الدفاع عنا وتعويضنا ودرء أي مسؤولية عنا، ويشمل ذلك الشركات التابعة لنا والشركات المرتبطة بنا ومسؤولينا ووكلاءنا وشركاءنا وموظفينا، في مواجهة أي خسارة أو ضرر أو مسؤولية أو مطالبة أو طلب، بما في ذلك أتعاب المحاماة المعقولة، يتقدم به طرف ثالث بسبب مساهماتك أو استخدامك للخدمات أو مخالفتك لهذه الشروط أو انتهاكك لحقوق أي طرف ثالث.`)
};

export const terms_indemnification_title = /** @type {(inputs: Terms_Indemnification_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التعويض`)
};

export const terms_intellectual_property_1 = /** @type {(inputs: Terms_Intellectual_Property_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحن نملك جميع حقوق الملكية الفكرية في الخدمات أو نحوز ترخيصًا بها، بما في ذلك الشفرة المصدرية وقواعد البيانات والبرمجيات والتصميمات والنصوص والصور الفوتوغرافية والرسومات، والعلامات التجارية وعلامات الخدمة والشعارات الواردة فيها («العلامات»). وهي محمية بموجب قوانين حق المؤلف والعلامات التجارية وغيرها من قوانين الملكية الفكرية في مصر وفي الدول الأخرى.`)
};

export const terms_intellectual_property_2 = /** @type {(inputs: Terms_Intellectual_Property_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`مع مراعاة هذه الشروط، نمنحك ترخيصًا غير حصري وغير قابل للتحويل وقابلًا للإلغاء للوصول إلى الخدمات، ولتنزيل أو طباعة نسخة من أي جزء من المحتوى الذي يحق لك الوصول إليه، وذلك فقط لإدارة نشاطك التجاري على ${i?.productName} أو لاستخدامك الشخصي. ولا يُسمح بأي استخدام آخر دون الحصول على إذن كتابي مسبق منا.`)
};

export const terms_intellectual_property_title = /** @type {(inputs: Terms_Intellectual_Property_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حقوق الملكية الفكرية`)
};

export const terms_intro_1 = /** @type {(inputs: Terms_Intro_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`تُعد شروط الاستخدام هذه اتفاقًا ملزمًا قانونًا بينك، سواء بصفتك الشخصية أو نيابةً عن نشاط تجاري («أنت»)، وبين ${i?.companyLegalName} («الشركة» أو «نحن» أو «لنا» أو «الخاص بنا»)، وهي شركة مسجلة في القاهرة، مصر، ومقرها ${i?.companyAddress}.`)
};

export const terms_intro_2 = /** @type {(inputs: Terms_Intro_2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`نحن نُشغّل الموقع الإلكتروني ${i?.siteHost}، وتطبيق ${i?.productName} للهاتف المحمول، والمنتجات والخدمات ذات الصلة التي تُشير إلى هذه الشروط أو تتضمن رابطًا إليها (ويُشار إليها مجتمعةً بـ«الخدمات»). وتُستضاف الخدمات في مصر.`)
};

export const terms_intro_3 = /** @type {(inputs: Terms_Intro_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بوصولك إلى الخدمات، فإنك تؤكد أنك قرأت جميع هذه الشروط وفهمتها ووافقت على الالتزام بها. وإذا كنت لا توافق عليها جميعًا، فيُحظر عليك استخدام الخدمات ويجب عليك التوقف عن استخدامها فورًا.`)
};

export const terms_intro_4 = /** @type {(inputs: Terms_Intro_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد نُحدّث هذه الشروط من وقت لآخر؛ ويُبيّن التاريخ الوارد أعلاه موعد آخر تغيير لها. يُرجى مراجعتها بانتظام: فاستمرارك في استخدام الخدمات بعد أي تحديث يعني قبولك للشروط المعدلة.`)
};

export const terms_limitations_of_liability_1 = /** @type {(inputs: Terms_Limitations_Of_Liability_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إلى أقصى حد يسمح به القانون، لن نكون نحن ولا مديرونا ولا موظفونا ولا وكلاؤنا مسؤولين تجاهك عن أي أضرار غير مباشرة أو تبعية أو عرضية أو خاصة أو عقابية، بما في ذلك الأرباح الفائتة أو الإيرادات الفائتة أو فقدان البيانات، الناشئة عن استخدامك للخدمات. وتقتصر مسؤوليتنا الإجمالية تجاهك عن أي سبب على المبلغ الذي دفعته لنا، إن وُجد، خلال الستة (6) أشهر السابقة على نشوء سبب الدعوى.`)
};

export const terms_limitations_of_liability_title = /** @type {(inputs: Terms_Limitations_Of_Liability_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`حدود المسؤولية`)
};

export const terms_miscellaneous_1 = /** @type {(inputs: Terms_Miscellaneous_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُشكّل هذه الشروط وأي سياسات ننشرها على الخدمات الاتفاق الكامل بينك وبيننا. ولا يُعد عدم ممارستنا أو عدم إنفاذنا لأي حق أو حكم من أحكام هذه الشروط تنازلًا عنه. وإذا تبين أن أي حكم غير قانوني أو باطل أو غير قابل للتنفيذ، فإنه يُعد منفصلًا ولا يؤثر على باقي الأحكام. ويجوز لنا التنازل عن أي من حقوقنا والتزاماتنا أو عنها جميعًا للغير في أي وقت.`)
};

export const terms_miscellaneous_title = /** @type {(inputs: Terms_Miscellaneous_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أحكام متفرقة`)
};

export const terms_mobile_application_license_1 = /** @type {(inputs: Terms_Mobile_Application_License_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`إذا كنت تستخدم تطبيق ${i?.productName} للهاتف المحمول، فإننا نمنحك حقًا محدودًا وقابلًا للإلغاء وغير حصري وغير قابل للتحويل في تثبيته واستخدامه على الأجهزة التي تملكها أو تتحكم فيها، مع الالتزام الصارم بهذه الشروط. ولا يجوز لك فك شفرة التطبيق (decompile) أو إجراء هندسة عكسية له أو تعديله، أو استخدامه في أي مشروع تجاري لم نقصده.`)
};

export const terms_mobile_application_license_2 = /** @type {(inputs: Terms_Mobile_Application_License_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`عند تنزيل التطبيق من Apple App Store أو Google Play، فإنك توافق أيضًا على شروط الاستخدام الخاصة بالمتجر؛ علمًا بأن Apple وGoogle ليستا طرفًا في هذه الشروط، وليستا ملزمتين بتقديم أي صيانة أو دعم للتطبيق.`)
};

export const terms_mobile_application_license_title = /** @type {(inputs: Terms_Mobile_Application_License_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ترخيص تطبيق الهاتف المحمول`)
};

export const terms_modifications_and_interruptions_1 = /** @type {(inputs: Terms_Modifications_And_Interruptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لنا تغيير أي جزء من الخدمات أو تعديله أو حذفه في أي وقت ولأي سبب، دون إشعار. ولا يمكننا ضمان إتاحة الخدمات في جميع الأوقات: فقد نواجه مشكلات في الأجهزة أو البرمجيات أو غيرها، أو قد نحتاج إلى إجراء أعمال صيانة، مما قد يؤدي إلى انقطاعات أو تأخيرات أو أخطاء. ولا نتحمل أي مسؤولية عن أي خسارة تنتج عن عدم إتاحة الخدمات.`)
};

export const terms_modifications_and_interruptions_title = /** @type {(inputs: Terms_Modifications_And_Interruptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التعديلات والانقطاعات`)
};

export const terms_partner_businesses_1 = /** @type {(inputs: Terms_Partner_Businesses_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`الحصص والجلسات والعلاجات التي تُحجز من خلال ${i?.productName} تقدمها المنشأة التي تعرضها، وليس نحن. وتكون كل منشأة مسؤولة عن دقة جدولها وسعتها وأوصافها، وعن حيازة أي تراخيص تحتاجها، وعن تقديم خدماتها بشكل آمن. ويُتفق على شروط الدفع بين المنشأة و${i?.productName} مع تلك المنشأة.`)
};

export const terms_partner_businesses_title = /** @type {(inputs: Terms_Partner_Businesses_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الحجوزات لدى المنشآت الشريكة`)
};

export const terms_policy_1 = /** @type {(inputs: Terms_Policy_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`جميع المبيعات نهائية ولن تُرد أي مبالغ. ويؤدي إلغاء الاشتراك إلى إيقاف التجديدات المستقبلية، ولكنه لا يترتب عليه استرداد قيمة مدة الاشتراك المدفوعة الحالية.`)
};

export const terms_policy_title = /** @type {(inputs: Terms_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سياسة الاسترداد`)
};

export const terms_privacy_policy_1_link = /** @type {(inputs: Terms_Privacy_Policy_1_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وثيقة سياسة الخصوصية`)
};

export const terms_privacy_policy_1_part_1 = /** @type {(inputs: Terms_Privacy_Policy_1_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحن نهتم بخصوصية البيانات وأمنها. يُرجى الاطلاع على `)
};

export const terms_privacy_policy_1_part_2 = /** @type {(inputs: Terms_Privacy_Policy_1_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. وباستخدامك للخدمات، فإنك توافق على الالتزام بها، وهي تُشكّل جزءًا من هذه الشروط.`)
};

export const terms_privacy_policy_2 = /** @type {(inputs: Terms_Privacy_Policy_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُستضاف الخدمات في مصر. وإذا كنت تصل إليها من منطقة أخرى تختلف قوانينها المتعلقة بجمع البيانات الشخصية واستخدامها عن القانون المصري، فإنك بذلك تنقل بياناتك إلى مصر وتوافق على نقلها ومعالجتها هناك.`)
};

export const terms_privacy_policy_title = /** @type {(inputs: Terms_Privacy_Policy_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`سياسة الخصوصية`)
};

export const terms_prohibited_activities_1 = /** @type {(inputs: Terms_Prohibited_Activities_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`لا يجوز لك استخدام الخدمات لأي غرض غير الغرض الذي نتيحها من أجله. وبصفتك مستخدمًا للخدمات، فإنك توافق على عدم القيام بما يلي:`)
};

export const terms_prohibited_activities_list_1 = /** @type {(inputs: Terms_Prohibited_Activities_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخراج البيانات أو غيرها من المحتوى من الخدمات بصورة منهجية لإنشاء مجموعة أو قاعدة بيانات أو دليل دون إذن كتابي منا؛`)
};

export const terms_prohibited_activities_list_10 = /** @type {(inputs: Terms_Prohibited_Activities_List_10Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدام الخدمات للإعلان عن سلع وخدمات أو عرضها للبيع؛`)
};

export const terms_prohibited_activities_list_11 = /** @type {(inputs: Terms_Prohibited_Activities_List_11Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدام الخدمات بأي طريقة تتعارض مع أي قانون أو لائحة سارية.`)
};

export const terms_prohibited_activities_list_2 = /** @type {(inputs: Terms_Prohibited_Activities_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خداعنا أو خداع المستخدمين الآخرين أو الاحتيال علينا أو عليهم أو تضليلنا أو تضليلهم، ولا سيما بهدف الحصول على معلومات حساسة خاصة بالحسابات مثل كلمات المرور؛`)
};

export const terms_prohibited_activities_list_3 = /** @type {(inputs: Terms_Prohibited_Activities_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`التحايل على خصائص الأمان في الخدمات أو تعطيلها أو التدخل في عملها؛`)
};

export const terms_prohibited_activities_list_4 = /** @type {(inputs: Terms_Prohibited_Activities_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مضايقة شخص آخر أو الإساءة إليه أو إلحاق الضرر به، أو استخدام معلومات تم الحصول عليها من الخدمات لهذا الغرض؛`)
};

export const terms_prohibited_activities_list_5 = /** @type {(inputs: Terms_Prohibited_Activities_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفع أو نقل فيروسات أو غيرها من المواد التي تعيق استخدام أي شخص للخدمات؛`)
};

export const terms_prohibited_activities_list_6 = /** @type {(inputs: Terms_Prohibited_Activities_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`استخدام أي نظام آلي، مثل برامج الروبوت (bot) أو أدوات استخراج البيانات (scraper) أو برامج القراءة دون اتصال، للوصول إلى الخدمات؛`)
};

export const terms_prohibited_activities_list_7 = /** @type {(inputs: Terms_Prohibited_Activities_List_7Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`انتحال شخصية مستخدم أو شخص آخر، أو استخدام اسم المستخدم الخاص بمستخدم آخر؛`)
};

export const terms_prohibited_activities_list_8 = /** @type {(inputs: Terms_Prohibited_Activities_List_8Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاستعانة بوكيل شراء أو وسيط مشتريات لإجراء عمليات شراء على الخدمات؛`)
};

export const terms_prohibited_activities_list_9 = /** @type {(inputs: Terms_Prohibited_Activities_List_9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بيع ملفك الشخصي أو نقله إلى الغير بأي طريقة أخرى؛`)
};

export const terms_prohibited_activities_title = /** @type {(inputs: Terms_Prohibited_Activities_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الأنشطة المحظورة`)
};

export const terms_purchases_and_payment_title = /** @type {(inputs: Terms_Purchases_And_Payment_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المشتريات والدفع`)
};

export const terms_services_1 = /** @type {(inputs: Terms_Services_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.productName} سوق إلكتروني لحجز خدمات اللياقة البدنية والعافية في مصر. تعرض المنشآت، مثل الاستوديوهات والصالات الرياضية ومراكز السبا والصالونات والمدربين المستقلين، حصصها والأماكن المتاحة لديها؛ ويكتشفها الأعضاء ويحجزونها من خلال تطبيق ${i?.productName} للهاتف المحمول. والخدمات متاحة في جميع أنحاء مصر.`)
};

export const terms_services_2 = /** @type {(inputs: Terms_Services_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تُدار الخدمات من مصر وتُستضاف فيها. وهي غير مخصصة للتوزيع أو الاستخدام في أي ولاية قضائية يكون فيها هذا التوزيع أو الاستخدام مخالفًا للقانون. وإذا اخترت الوصول إلى الخدمات من مكان آخر، فإنك تفعل ذلك بمبادرة منك وتكون مسؤولًا عن الالتزام بالقوانين المحلية.`)
};

export const terms_services_management_1 = /** @type {(inputs: Terms_Services_Management_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يحق لنا، دون أن نكون ملزمين بذلك، ما يلي:`)
};

export const terms_services_management_list_1 = /** @type {(inputs: Terms_Services_Management_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مراقبة الخدمات لرصد مخالفات هذه الشروط، واتخاذ الإجراءات القانونية المناسبة ضد أي شخص يخالفها؛`)
};

export const terms_services_management_list_2 = /** @type {(inputs: Terms_Services_Management_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تحرير أي مساهمة أو حجب أجزاء منها أو تغييرها بأي شكل آخر، وإعادة تصنيف المساهمات لوضعها في أماكن أكثر ملاءمة، وفحص أي مساهمة مسبقًا أو حذفها في أي وقت ولأي سبب، دون إشعار؛`)
};

export const terms_services_management_list_3 = /** @type {(inputs: Terms_Services_Management_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`رفض أي مساهمة أو جزء منها، أو تقييد الوصول إليها، أو الحد من إتاحتها، أو تعطيلها؛`)
};

export const terms_services_management_list_4 = /** @type {(inputs: Terms_Services_Management_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تعليق الحسابات أو إنهاؤها وفقًا لتقديرنا المنفرد؛`)
};

export const terms_services_management_list_5 = /** @type {(inputs: Terms_Services_Management_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الخدمات بأي طريقة أخرى تهدف إلى حماية حقوقنا وممتلكاتنا وضمان حسن عملها.`)
};

export const terms_services_management_title = /** @type {(inputs: Terms_Services_Management_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إدارة الخدمات`)
};

export const terms_services_title = /** @type {(inputs: Terms_Services_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`خدماتنا`)
};

export const terms_social_media_1 = /** @type {(inputs: Terms_Social_Media_1Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`يمكنك متابعة ${i?.productName} ومشاركته على شبكات التواصل الاجتماعي مثل Instagram وFacebook وLinkedIn وTikTok. ويخضع استخدامك لهذه الشبكات لشروطها الخاصة، وتقع مسؤولية أي محتوى تنشره عليها عليك وعليها، لا علينا.`)
};

export const terms_social_media_title = /** @type {(inputs: Terms_Social_Media_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`وسائل التواصل الاجتماعي`)
};

export const terms_subscriptions_1 = /** @type {(inputs: Terms_Subscriptions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يستمر اشتراكك ويتجدد تلقائيًا بصفة شهرية متكررة إلى أن تقوم بإلغائه. وتوافق على أن نخصم المبالغ من وسيلة الدفع الخاصة بك بصفة متكررة دون الحاجة إلى الحصول على موافقتك المسبقة على كل عملية خصم، وذلك إلى أن تقوم بالإلغاء.`)
};

export const terms_subscriptions_1_lead = /** @type {(inputs: Terms_Subscriptions_1_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفوترة والتجديد.`)
};

export const terms_subscriptions_2 = /** @type {(inputs: Terms_Subscriptions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` نقدم فترة تجريبية مجانية مدتها 30 يومًا للمستخدمين المسجلين الجدد. ولن يُخصم أي مبلغ من حسابك خلال الفترة التجريبية، وسيُعلَّق اشتراكك إلى أن تتم ترقيته إلى نسخة مدفوعة عند انتهاء الفترة التجريبية المجانية.`)
};

export const terms_subscriptions_2_lead = /** @type {(inputs: Terms_Subscriptions_2_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الفترة التجريبية المجانية.`)
};

export const terms_subscriptions_3_lead = /** @type {(inputs: Terms_Subscriptions_3_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الإلغاء.`)
};

export const terms_subscriptions_3_part_1 = /** @type {(inputs: Terms_Subscriptions_3_Part_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يمكنك إلغاء اشتراكك في أي وقت بالتواصل مع فريق الدعم لدينا على `)
};

export const terms_subscriptions_3_part_2 = /** @type {(inputs: Terms_Subscriptions_3_Part_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. ويسري الإلغاء في نهاية مدة الاشتراك المدفوعة الحالية. وإذا كانت لديك أي أسئلة أو كنت غير راضٍ عن الخدمات، يُرجى مراسلتنا.`)
};

export const terms_subscriptions_4 = /** @type {(inputs: Terms_Subscriptions_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` يجوز لنا تغيير سعر الاشتراك من وقت لآخر، وسنُخطرك مسبقًا بأي تغيير، وفقًا للقانون المعمول به.`)
};

export const terms_subscriptions_4_lead = /** @type {(inputs: Terms_Subscriptions_4_LeadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تغيير الرسوم.`)
};

export const terms_subscriptions_title = /** @type {(inputs: Terms_Subscriptions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`الاشتراكات`)
};

export const terms_term_and_termination_1 = /** @type {(inputs: Terms_Term_And_Termination_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تظل هذه الشروط سارية ونافذة بالكامل طوال فترة استخدامك للخدمات. ونحتفظ بالحق، وفقًا لتقديرنا المنفرد ودون إشعار أو أي مسؤولية، في منع أي شخص من الوصول إلى الخدمات واستخدامها لأي سبب، بما في ذلك مخالفة هذه الشروط أو أي قانون، وفي تعليق حسابك أو إنهائه.`)
};

export const terms_term_and_termination_2 = /** @type {(inputs: Terms_Term_And_Termination_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا قمنا بإنهاء حسابك أو تعليقه، فلا يجوز لك تسجيل حساب جديد وإنشاؤه باسمك أو باسم مزيف أو مستعار أو باسم أي طرف ثالث، حتى لو كنت تتصرف نيابةً عن ذلك الطرف الثالث.`)
};

export const terms_term_and_termination_title = /** @type {(inputs: Terms_Term_And_Termination_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المدة والإنهاء`)
};

export const terms_third_party_websites_and_content_1 = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تحتوي الخدمات على روابط لمواقع إلكترونية ومحتوى خاص بأطراف ثالثة، بما في ذلك المنشآت الشريكة لنا. ونحن لا نراجعها ولا نراقبها، ولسنا مسؤولين عنها. وإذا غادرت الخدمات لزيارة موقع إلكتروني تابع لطرف ثالث، فلا تسري هذه الشروط على زيارتك.`)
};

export const terms_third_party_websites_and_content_title = /** @type {(inputs: Terms_Third_Party_Websites_And_Content_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المواقع الإلكترونية والمحتوى الخاص بأطراف ثالثة`)
};

export const terms_title = /** @type {(inputs: Terms_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`شروط الاستخدام`)
};

export const terms_user_data_1 = /** @type {(inputs: Terms_User_Data_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`نحتفظ ببعض البيانات التي ترسلها إلى الخدمات بغرض إدارة أدائها، وكذلك ببيانات عن استخدامك لها. وعلى الرغم من أننا نُجري نسخًا احتياطيًا روتينيًا بصفة منتظمة، فإنك وحدك المسؤول عن البيانات التي ترسلها أو المتعلقة بأي نشاط قمت به باستخدام الخدمات.`)
};

export const terms_user_data_title = /** @type {(inputs: Terms_User_Data_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`بيانات المستخدم`)
};

export const terms_user_generated_contributions_1 = /** @type {(inputs: Terms_User_Generated_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تدعوك الخدمات إلى نشر نصوص وصور ومراجعات وغيرها من المواد. وقد يتمكن المستخدمون الآخرون للخدمات من الاطلاع على المساهمات والمراجعات، كما قد تُعرض من خلال مواقع إلكترونية تابعة لأطراف ثالثة. وعند نشرك لأي مساهمة، فإنك تُقر وتضمن ما يلي:`)
};

export const terms_user_generated_contributions_2 = /** @type {(inputs: Terms_User_Generated_Contributions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي استخدام للخدمات بالمخالفة لما سبق قد يؤدي إلى إنهاء حقوقك في استخدام الخدمات أو تعليقها.`)
};

export const terms_user_generated_contributions_list_1 = /** @type {(inputs: Terms_User_Generated_Contributions_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك تملكها، أو لديك الحقوق والأذونات اللازمة لنشرها ولتمكيننا من استخدامها على النحو المبين في هذه الشروط؛`)
};

export const terms_user_generated_contributions_list_2 = /** @type {(inputs: Terms_User_Generated_Contributions_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنها ليست كاذبة أو غير دقيقة أو مضللة؛`)
};

export const terms_user_generated_contributions_list_3 = /** @type {(inputs: Terms_User_Generated_Contributions_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنها ليست إعلانًا غير مرغوب فيه أو رسائل مزعجة (spam) أو رسائل متسلسلة؛`)
};

export const terms_user_generated_contributions_list_4 = /** @type {(inputs: Terms_User_Generated_Contributions_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنها ليست فاحشة أو عنيفة أو تنطوي على مضايقة أو تشهير، أو مرفوضة على أي نحو آخر؛`)
};

export const terms_user_generated_contributions_list_5 = /** @type {(inputs: Terms_User_Generated_Contributions_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنها لا تخالف أي قانون، ولا تنتهك حقوق الخصوصية أو حقوق الدعاية الخاصة بأي شخص؛`)
};

export const terms_user_generated_contributions_list_6 = /** @type {(inputs: Terms_User_Generated_Contributions_List_6Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنها لا تتضمن مواد تستغل أي شخص دون سن 18 عامًا أو تُعرّضه للخطر.`)
};

export const terms_user_generated_contributions_title = /** @type {(inputs: Terms_User_Generated_Contributions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`المساهمات التي ينشئها المستخدمون`)
};

export const terms_user_registration_1 = /** @type {(inputs: Terms_User_Registration_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`قد تحتاج إلى تسجيل حساب لاستخدام الخدمات. وتوافق على الحفاظ على سرية كلمة المرور الخاصة بك، وتكون مسؤولًا عن جميع أوجه استخدام حسابك وكلمة المرور. ويتطلب تسجيل حساب أعمال رقم هاتف محمول نتحقق منه برمز يُستخدم لمرة واحدة.`)
};

export const terms_user_registration_2 = /** @type {(inputs: Terms_User_Registration_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`يجوز لنا حذف اسم النشاط التجاري أو اسم المستخدم الذي تختاره أو استعادته أو تغييره إذا قررنا، وفقًا لتقديرنا المنفرد، أنه غير لائق أو فاحش أو مضلل أو مرفوض لأي سبب آخر.`)
};

export const terms_user_registration_title = /** @type {(inputs: Terms_User_Registration_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تسجيل المستخدم`)
};

export const terms_user_representations_1 = /** @type {(inputs: Terms_User_Representations_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`باستخدامك للخدمات، فإنك تُقر وتضمن ما يلي:`)
};

export const terms_user_representations_2 = /** @type {(inputs: Terms_User_Representations_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إذا قدمت معلومات غير صحيحة أو غير دقيقة أو غير حديثة أو غير كاملة، يجوز لنا تعليق حسابك أو إنهاؤه، ورفض أي استخدام حالي أو مستقبلي للخدمات.`)
};

export const terms_user_representations_list_1 = /** @type {(inputs: Terms_User_Representations_List_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أن جميع بيانات التسجيل التي تقدمها صحيحة ودقيقة وحديثة وكاملة، وأنك ستحافظ على تحديثها؛`)
};

export const terms_user_representations_list_2 = /** @type {(inputs: Terms_User_Representations_List_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك تتمتع بالأهلية القانونية للموافقة على هذه الشروط، وأنك ستلتزم بها؛`)
};

export const terms_user_representations_list_3 = /** @type {(inputs: Terms_User_Representations_List_3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك لست قاصرًا وفقًا لقوانين الولاية القضائية التي تقيم فيها، أو إذا كنت قاصرًا (أي دون سن 18 عامًا بوجه عام)، فإنك حصلت على إذن أحد والديك أو الوصي عليك لاستخدام الخدمات؛`)
};

export const terms_user_representations_list_4 = /** @type {(inputs: Terms_User_Representations_List_4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك لن تصل إلى الخدمات بوسائل آلية أو غير بشرية، سواء عبر برنامج روبوت (bot) أو نص برمجي (script) أو غير ذلك؛`)
};

export const terms_user_representations_list_5 = /** @type {(inputs: Terms_User_Representations_List_5Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أنك لن تستخدم الخدمات لأي غرض غير قانوني أو غير مصرح به، وأن استخدامك لها لن يخالف أي قانون أو لائحة سارية.`)
};

export const terms_user_representations_title = /** @type {(inputs: Terms_User_Representations_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`إقرارات المستخدم`)
};

export const terms_user_submissions_and_contributions_1 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`أي سؤال أو تعليق أو اقتراح أو فكرة أو ملاحظات أخرى ترسلها إلينا بشأن الخدمات («المقترحات») تصبح ملكًا لنا. ويجوز لنا استخدام المقترحات ومشاركتها لأي غرض مشروع، دون الإشارة إليك أو دفع أي مقابل لك، وتتنازل أنت عن أي حقوق أدبية قد تكون لك فيها.`)
};

export const terms_user_submissions_and_contributions_2 = /** @type {(inputs: Terms_User_Submissions_And_Contributions_2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`تتيح لك بعض أجزاء الخدمات نشر محتوى خاص بك، مثل أوصاف الحصص والصور والتعليقات والمراجعات («المساهمات»). وقد يطّلع مستخدمون آخرون للخدمات على المساهمات. وتظل مسؤولًا عمّا تنشره، وبنشرك له فإنك تؤكد التزامه بهذه الشروط، ولا سيما القسمين الخاصين بالمساهمات التي ينشئها المستخدمون وإرشادات المراجعات.`)
};

export const terms_user_submissions_and_contributions_title = /** @type {(inputs: Terms_User_Submissions_And_Contributions_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`مقترحات المستخدمين ومساهماتهم`)
};