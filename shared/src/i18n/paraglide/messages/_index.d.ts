export type LocalizedString = import('../runtime.js').LocalizedString;
export type About_Awards_FailedInputs = {};
export type About_Awards_HeadingInputs = {};
export type About_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type About_Figures_HeadingInputs = {};
export type About_Follow_HeadingInputs = {};
export type About_Follow_IntroInputs = {};
export type About_IntroInputs = {};
export type About_Leadership_FailedInputs = {};
export type About_Leadership_HeadingInputs = {};
export type About_LoadingInputs = {};
export type About_Logo_Best_In_RegionInputs = {};
export type About_Logo_Consumer_TrustInputs = {};
export type About_Logo_Services_AllianceInputs = {};
export type About_Logo_Warranty_AssociationInputs = {};
export type About_Logos_HeadingInputs = {};
export type About_Story_FamilyInputs = {
    brand: NonNullable<unknown>;
};
export type About_Story_HeadingInputs = {};
export type About_Story_WhatInputs = {
    brand: NonNullable<unknown>;
    city: NonNullable<unknown>;
};
export type About_Story_WhereInputs = {};
export type About_TitleInputs = {};
export type Account_Agent_Invoices_No_OrdersInputs = {};
export type Account_Agent_Invoices_NoneInputs = {};
export type Account_AmountInputs = {};
export type Account_Autopay_AgreeInputs = {};
export type Account_Autopay_Agree_LeadInputs = {};
export type Account_Autopay_No_CardInputs = {};
export type Account_Autopay_NoteInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_Autopay_On_TitleInputs = {};
export type Account_CancelInputs = {};
export type Account_Cancel_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Cancel_SuccessInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_CancellingInputs = {};
export type Account_CardInputs = {};
export type Account_Card_AddInputs = {};
export type Account_Card_AddedInputs = {};
export type Account_Card_Choice_DefaultInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_Choice_ExpiredInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_Choice_Expired_DefaultInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_DefaultInputs = {};
export type Account_Card_Default_For_PlanInputs = {};
export type Account_Card_DeleteInputs = {};
export type Account_Card_Delete_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Card_Delete_LabelInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_Delete_QuestionInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_Delete_TitleInputs = {};
export type Account_Card_DeletedInputs = {};
export type Account_Card_Deleted_New_DefaultInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_Expiration_LabelInputs = {};
export type Account_Card_Expiration_PlaceholderInputs = {};
export type Account_Card_ExpiredInputs = {};
export type Account_Card_Expired_BadgeInputs = {};
export type Account_Card_ExpiresInputs = {
    expires: NonNullable<unknown>;
};
export type Account_Card_Expiry_InvalidInputs = {};
export type Account_Card_LabelInputs = {
    brand: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
    expires: NonNullable<unknown>;
};
export type Account_Card_Made_DefaultInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_Make_DefaultInputs = {};
export type Account_Card_Make_Default_FailureInputs = {};
export type Account_Card_Make_Default_LabelInputs = {
    card: NonNullable<unknown>;
};
export type Account_Card_NameInputs = {
    brand: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
};
export type Account_Card_No_ChangeInputs = {};
export type Account_Card_PaysInputs = {};
export type Account_Card_Pays_NoneInputs = {};
export type Account_Card_Pays_PolicyInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_Card_SaveInputs = {};
export type Account_Card_Save_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Card_SyncedInputs = {};
export type Account_Card_UpdateInputs = {};
export type Account_Card_Update_TitleInputs = {};
export type Account_Card_UpdatedInputs = {};
export type Account_Card_Use_For_PlanInputs = {};
export type Account_Cards_Default_NoteInputs = {};
export type Account_Cards_Load_FailureInputs = {};
export type Account_Cards_NoneInputs = {};
export type Account_Cards_SyncInputs = {};
export type Account_Cards_SyncingInputs = {};
export type Account_Change_PasswordInputs = {};
export type Account_CloseInputs = {};
export type Account_Complete_Order_CompletingInputs = {};
export type Account_Complete_Order_Date_LabelInputs = {};
export type Account_Complete_Order_Date_RequiredInputs = {};
export type Account_Complete_Order_TextInputs = {
    planName: NonNullable<unknown>;
    address: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Account_Complete_Order_TitleInputs = {};
export type Account_ContractInputs = {};
export type Account_Contract_Class_ActiveInputs = {};
export type Account_Contract_Class_Closing_SoonInputs = {};
export type Account_Contract_Class_UpcomingInputs = {};
export type Account_Contract_CoverageInputs = {};
export type Account_Contract_DatesInputs = {
    start: NonNullable<unknown>;
    end: NonNullable<unknown>;
};
export type Account_Contract_NumberInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_Contract_PriceInputs = {};
export type Account_Contract_Price_At_ClosingInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Contract_Price_MonthlyInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Contract_RenewInputs = {};
export type Account_Contract_Starts_At_ClosingInputs = {};
export type Account_Contract_Starts_At_Closing_EstimatedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Contract_Status_ActiveInputs = {};
export type Account_Contract_Status_CancelledInputs = {};
export type Account_Contract_Status_ExpiredInputs = {};
export type Account_Contract_Status_PendingInputs = {};
export type Account_Contract_Status_SuspendedInputs = {};
export type Account_Contract_UpgradeInputs = {};
export type Account_Coverage_AddonsInputs = {};
export type Account_Coverage_LimitsInputs = {};
export type Account_Coverage_Limits_LabelInputs = {
    item: NonNullable<unknown>;
};
export type Account_Coverage_Load_FailureInputs = {};
export type Account_Coverage_No_AddonsInputs = {};
export type Account_Coverage_Plan_LimitsInputs = {};
export type Account_Default_Card_Choose_CardInputs = {};
export type Account_Default_Card_Choose_PlanInputs = {};
export type Account_Default_Card_NoteInputs = {};
export type Account_Default_Card_SuccessInputs = {};
export type Account_Default_Card_TitleInputs = {};
export type Account_Delete_DeletingInputs = {};
export type Account_Delete_KeepInputs = {};
export type Account_Delete_Kept_ItemInputs = {
    what: NonNullable<unknown>;
    why: NonNullable<unknown>;
};
export type Account_Delete_Kept_LeadInputs = {};
export type Account_Delete_Kept_Records_WhatInputs = {};
export type Account_Delete_Kept_Records_WhyInputs = {};
export type Account_Delete_Kept_Requests_WhatInputs = {};
export type Account_Delete_Kept_Requests_WhyInputs = {};
export type Account_Delete_Kept_Transactions_WhatInputs = {};
export type Account_Delete_Kept_Transactions_WhyInputs = {};
export type Account_Delete_PasswordInputs = {};
export type Account_Delete_Password_HintInputs = {};
export type Account_Delete_TextInputs = {};
export type Account_Delete_TitleInputs = {};
export type Account_DetailsInputs = {};
export type Account_DueInputs = {};
export type Account_EmailInputs = {};
export type Account_Failed_Payment_BadgeInputs = {};
export type Account_Failed_Payment_DatesInputs = {
    due: NonNullable<unknown>;
    failed: NonNullable<unknown>;
};
export type Account_Failed_Payment_DescriptionInputs = {};
export type Account_Failed_Payment_HeadingInputs = {
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Failed_Payments_TextInputs = {
    count: NonNullable<unknown>;
};
export type Account_Failed_Payments_TitleInputs = {};
export type Account_Flyer_Add_PhotoInputs = {};
export type Account_Flyer_Change_PhotoInputs = {};
export type Account_Flyer_DownloadInputs = {};
export type Account_Flyer_Download_FailureInputs = {};
export type Account_Flyer_Photo_Too_LargeInputs = {
    megabytes: NonNullable<unknown>;
};
export type Account_Flyer_Photo_TypeInputs = {};
export type Account_Flyer_With_PhotoInputs = {
    name: NonNullable<unknown>;
};
export type Account_Glance_ClosingInputs = {
    count: NonNullable<unknown>;
};
export type Account_Glance_NoticesInputs = {
    count: NonNullable<unknown>;
};
export type Account_Glance_OwedInputs = {
    count: NonNullable<unknown>;
};
export type Account_Glance_Past_DueInputs = {
    count: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Glance_Pay_NowInputs = {};
export type Account_Glance_Read_NoticesInputs = {};
export type Account_Glance_See_OrdersInputs = {};
export type Account_Glance_TitleInputs = {};
export type Account_InvoiceInputs = {};
export type Account_Invoice_Details_Load_FailureInputs = {};
export type Account_Invoice_Details_TitleInputs = {};
export type Account_Invoice_LineInputs = {
    policyNumber: NonNullable<unknown>;
    due: NonNullable<unknown>;
};
export type Account_Invoice_Line_PaidInputs = {
    policyNumber: NonNullable<unknown>;
    due: NonNullable<unknown>;
    paid: NonNullable<unknown>;
};
export type Account_Invoice_No_PaymentsInputs = {};
export type Account_Invoice_PaymentInputs = {
    amount: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Invoice_Payment_RefundedInputs = {
    payment: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Invoice_Payment_With_CardInputs = {
    amount: NonNullable<unknown>;
    date: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Account_Invoice_State_CancelledInputs = {};
export type Account_Invoice_State_DueInputs = {};
export type Account_Invoice_State_OnInputs = {
    state: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Invoice_State_PaidInputs = {};
export type Account_Invoice_State_Past_DueInputs = {};
export type Account_Invoices_Load_FailureInputs = {};
export type Account_Invoices_No_PlansInputs = {};
export type Account_Invoices_NoneInputs = {};
export type Account_Ledger_CancelledInputs = {};
export type Account_Ledger_ChargeInputs = {};
export type Account_Ledger_CreditInputs = {};
export type Account_Ledger_FeeInputs = {};
export type Account_Ledger_PaymentInputs = {};
export type Account_Ledger_PayoutInputs = {};
export type Account_Ledger_Plan_ChangeInputs = {};
export type Account_Ledger_RefundInputs = {};
export type Account_LoadingInputs = {};
export type Account_Loading_CardsInputs = {};
export type Account_Menu_BillingInputs = {};
export type Account_Menu_InvoicesInputs = {};
export type Account_Menu_LabelInputs = {};
export type Account_Menu_My_AccountInputs = {};
export type Account_Menu_My_PlansInputs = {};
export type Account_Menu_New_OrderInputs = {};
export type Account_Menu_NoticesInputs = {};
export type Account_Menu_OrdersInputs = {};
export type Account_Menu_ProfileInputs = {};
export type Account_Menu_Service_RequestsInputs = {};
export type Account_Merge_Email_LabelInputs = {};
export type Account_Merge_Email_RequiredInputs = {};
export type Account_Merge_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Merge_NowInputs = {};
export type Account_Merge_Offer_TextInputs = {
    count: NonNullable<unknown>;
};
export type Account_Merge_Password_LabelInputs = {};
export type Account_Merge_Password_RequiredInputs = {};
export type Account_Merge_QuestionInputs = {
    other: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Account_Merge_TextInputs = {};
export type Account_Merge_TitleInputs = {};
export type Account_MergingInputs = {};
export type Account_My_Data_AgreedInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_Agreed_EndedInputs = {
    date: NonNullable<unknown>;
    ended: NonNullable<unknown>;
};
export type Account_My_Data_ArchiveInputs = {};
export type Account_My_Data_Archive_HintInputs = {};
export type Account_My_Data_AutopayInputs = {
    policyNumber: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Account_My_Data_Autopay_No_CardInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_My_Data_BackInputs = {};
export type Account_My_Data_CardsInputs = {};
export type Account_My_Data_ConsentsInputs = {};
export type Account_My_Data_CoveredInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Account_My_Data_DownloadInputs = {};
export type Account_My_Data_Download_FailureInputs = {};
export type Account_My_Data_DownloadedInputs = {
    fileName: NonNullable<unknown>;
};
export type Account_My_Data_DueInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_FilesInputs = {};
export type Account_My_Data_InvoicesInputs = {};
export type Account_My_Data_Load_FailureInputs = {};
export type Account_My_Data_Member_SinceInputs = {};
export type Account_My_Data_MessagesInputs = {
    count: NonNullable<unknown>;
};
export type Account_My_Data_Messages_LeadInputs = {};
export type Account_My_Data_NoneInputs = {};
export type Account_My_Data_Not_SentInputs = {};
export type Account_My_Data_OpenedInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_Ordered_For_OwnerInputs = {};
export type Account_My_Data_Paid_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_Paid_WithInputs = {
    date: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Account_My_Data_PaymentsInputs = {};
export type Account_My_Data_PlansInputs = {};
export type Account_My_Data_PreparingInputs = {};
export type Account_My_Data_PrintInputs = {};
export type Account_My_Data_ProfileInputs = {};
export type Account_My_Data_ReadInputs = {};
export type Account_My_Data_Ready_TextInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_Ready_TitleInputs = {};
export type Account_My_Data_RefundedInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_RequestsInputs = {};
export type Account_My_Data_SentInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_Service_AgreementInputs = {};
export type Account_My_Data_Sms_OffInputs = {};
export type Account_My_Data_Sms_OnInputs = {};
export type Account_My_Data_Summary_LeadInputs = {
    date: NonNullable<unknown>;
};
export type Account_My_Data_TextInputs = {};
export type Account_My_Data_TitleInputs = {};
export type Account_NameInputs = {};
export type Account_New_CardInputs = {};
export type Account_NoInputs = {};
export type Account_Not_NowInputs = {};
export type Account_Notice_DismissInputs = {};
export type Account_Notice_Dismiss_LabelInputs = {
    title: NonNullable<unknown>;
};
export type Account_Notice_ImportantInputs = {};
export type Account_Notices_Dismiss_AllInputs = {};
export type Account_Notices_Dismiss_All_QuestionInputs = {
    count: NonNullable<unknown>;
};
export type Account_Notices_Dismiss_All_TitleInputs = {};
export type Account_Notices_Dismiss_FailureInputs = {};
export type Account_Notices_Load_FailureInputs = {};
export type Account_Notices_NoneInputs = {};
export type Account_OfflineInputs = {};
export type Account_Order_Amount_DueInputs = {};
export type Account_Order_BuyerInputs = {
    name: NonNullable<unknown>;
};
export type Account_Order_CancelInputs = {};
export type Account_Order_Cancel_QuestionInputs = {
    planName: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
};
export type Account_Order_Change_Closing_DateInputs = {};
export type Account_Order_Closing_Change_FailureInputs = {};
export type Account_Order_Closing_ChangedInputs = {
    date: NonNullable<unknown>;
};
export type Account_Order_Closing_Changed_ResentInputs = {
    date: NonNullable<unknown>;
};
export type Account_Order_Closing_In_DaysInputs = {
    date: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
export type Account_Order_Closing_TodayInputs = {
    date: NonNullable<unknown>;
};
export type Account_Order_Closing_TomorrowInputs = {
    date: NonNullable<unknown>;
};
export type Account_Order_Complete_At_ClosingInputs = {};
export type Account_Order_Complete_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Order_ConvertInputs = {};
export type Account_Order_Escrow_InvoiceInputs = {};
export type Account_Order_Estimated_ClosingInputs = {};
export type Account_Order_Invoice_ByInputs = {
    status: NonNullable<unknown>;
    officer: NonNullable<unknown>;
    company: NonNullable<unknown>;
};
export type Account_Order_Invoice_By_OnInputs = {
    status: NonNullable<unknown>;
    officer: NonNullable<unknown>;
    company: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Order_Invoice_CancelledInputs = {};
export type Account_Order_Invoice_Not_SentInputs = {};
export type Account_Order_Invoice_OnInputs = {
    status: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Order_Invoice_PaidInputs = {};
export type Account_Order_Invoice_SentInputs = {};
export type Account_Order_Invoice_ToInputs = {
    status: NonNullable<unknown>;
    officer: NonNullable<unknown>;
    company: NonNullable<unknown>;
};
export type Account_Order_Invoice_To_OnInputs = {
    status: NonNullable<unknown>;
    officer: NonNullable<unknown>;
    company: NonNullable<unknown>;
    date: NonNullable<unknown>;
};
export type Account_Order_Invoice_ViewedInputs = {};
export type Account_Order_New_Closing_DateInputs = {};
export type Account_Order_Nothing_DueInputs = {};
export type Account_Order_Payment_SummaryInputs = {
    planName: NonNullable<unknown>;
    address: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Order_Payment_TitleInputs = {};
export type Account_Order_Plan_LineInputs = {
    planName: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Account_Order_Plan_Line_ListingInputs = {
    planName: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Account_Order_SellerInputs = {
    name: NonNullable<unknown>;
};
export type Account_Orders_Load_FailureInputs = {};
export type Account_Orders_NoneInputs = {};
export type Account_Owner_Confirm_LabelInputs = {};
export type Account_Owner_Confirm_NoInputs = {};
export type Account_Owner_Confirm_TextInputs = {};
export type Account_Owner_Confirm_YesInputs = {};
export type Account_Pay_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Pay_In_FullInputs = {};
export type Account_Pay_In_Full_NoteInputs = {};
export type Account_Pay_In_Full_SummaryInputs = {
    count: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Pay_In_Full_TitleInputs = {};
export type Account_Pay_In_Full_WorkingInputs = {};
export type Account_Pay_Invoice_SummaryInputs = {
    description: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Account_Pay_Invoice_TitleInputs = {};
export type Account_Pay_WithInputs = {};
export type Account_PayingInputs = {};
export type Account_Payment_Connection_LostInputs = {};
export type Account_Payment_DeclinedInputs = {};
export type Account_Payment_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Payment_Failure_TitleInputs = {};
export type Account_Payment_Methods_TitleInputs = {};
export type Account_Payment_Needs_CardInputs = {};
export type Account_PaymentsInputs = {};
export type Account_PhoneInputs = {};
export type Account_Phone_FaxInputs = {};
export type Account_Phone_HomeInputs = {};
export type Account_Phone_LineInputs = {
    number: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Account_Phone_Line_PrimaryInputs = {
    number: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Account_Phone_MobileInputs = {};
export type Account_Phone_OtherInputs = {};
export type Account_Phone_WorkInputs = {};
export type Account_PhonesInputs = {};
export type Account_PlanInputs = {};
export type Account_Plan_Agreed_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Plan_At_RenewalInputs = {};
export type Account_Plan_Auto_RenewInputs = {};
export type Account_Plan_Automatic_OffInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_Plan_Automatic_OnInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_Plan_AutopayInputs = {};
export type Account_Plan_Autopay_As_AgreedInputs = {};
export type Account_Plan_Autopay_As_DueInputs = {};
export type Account_Plan_Autopay_Keep_OnInputs = {};
export type Account_Plan_Autopay_OffInputs = {};
export type Account_Plan_Autopay_Off_QuestionInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_Plan_Autopay_Off_TitleInputs = {};
export type Account_Plan_Autopay_On_Other_CardInputs = {};
export type Account_Plan_Autopay_On_WithInputs = {
    card: NonNullable<unknown>;
};
export type Account_Plan_Autopay_Turn_OffInputs = {};
export type Account_Plan_BalanceInputs = {};
export type Account_Plan_Balance_CreditInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Plan_Balance_NothingInputs = {};
export type Account_Plan_Balance_OwedInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Plan_CancelInputs = {};
export type Account_Plan_Cancel_QuestionInputs = {
    planName: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
};
export type Account_Plan_Change_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Plan_Changes_ToInputs = {
    planName: NonNullable<unknown>;
};
export type Account_Plan_Charge_CancelledInputs = {};
export type Account_Plan_Charge_OwedInputs = {};
export type Account_Plan_Charge_Owed_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Plan_Charge_PaidInputs = {};
export type Account_Plan_Details_Load_FailureInputs = {};
export type Account_Plan_Details_LoadingInputs = {};
export type Account_Plan_EndsInputs = {};
export type Account_Plan_Ends_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Plan_Hide_DetailsInputs = {};
export type Account_Plan_Invoiced_InsteadInputs = {};
export type Account_Plan_Money_Load_FailureInputs = {};
export type Account_Plan_Money_LoadingInputs = {};
export type Account_Plan_Nothing_PaidInputs = {};
export type Account_Plan_OwnerInputs = {};
export type Account_Plan_Paid_In_FullInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Account_Plan_Paid_ThroughInputs = {};
export type Account_Plan_Quote_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Plan_RenewsInputs = {};
export type Account_Plan_Renews_OnInputs = {
    date: NonNullable<unknown>;
};
export type Account_Plan_SettingInputs = {
    label: NonNullable<unknown>;
    value: NonNullable<unknown>;
};
export type Account_Plan_StatementInputs = {};
export type Account_Plan_Statement_EmptyInputs = {};
export type Account_Plan_Statement_LabelInputs = {};
export type Account_Plan_TermInputs = {};
export type Account_Plan_Term_YearsInputs = {
    count: NonNullable<unknown>;
};
export type Account_Plans_Details_CoverageInputs = {};
export type Account_Plans_Load_FailureInputs = {};
export type Account_Plans_NoneInputs = {};
export type Account_Profile_Add_PhoneInputs = {};
export type Account_Profile_EditInputs = {};
export type Account_Profile_Email_NoteInputs = {
    email: NonNullable<unknown>;
};
export type Account_Profile_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Profile_First_NameInputs = {};
export type Account_Profile_First_Name_RequiredInputs = {};
export type Account_Profile_LanguageInputs = {};
export type Account_Profile_Language_HintInputs = {};
export type Account_Profile_Last_NameInputs = {};
export type Account_Profile_Last_Name_RequiredInputs = {};
export type Account_Profile_No_PhonesInputs = {};
export type Account_Profile_Phone_IncompleteInputs = {};
export type Account_Profile_Phone_LineInputs = {
    number: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Account_Profile_Phone_Line_PrimaryInputs = {
    number: NonNullable<unknown>;
    type: NonNullable<unknown>;
};
export type Account_Profile_Phone_NInputs = {
    n: NonNullable<unknown>;
};
export type Account_Profile_Phone_TypeInputs = {};
export type Account_Profile_PrimaryInputs = {};
export type Account_Profile_Remove_PhoneInputs = {
    n: NonNullable<unknown>;
};
export type Account_Profile_SavedInputs = {};
export type Account_Profile_Sms_Phone_RequiredInputs = {};
export type Account_Profile_Too_Many_PhonesInputs = {
    count: NonNullable<unknown>;
};
export type Account_PropertyInputs = {};
export type Account_RemoveInputs = {};
export type Account_SaveInputs = {};
export type Account_SavingInputs = {};
export type Account_Sms_OfferInputs = {};
export type Account_Sms_OnInputs = {};
export type Account_Sms_Phone_LabelInputs = {};
export type Account_Sms_Phone_ProblemInputs = {};
export type Account_Sms_Sign_UpInputs = {};
export type Account_Sms_Signing_UpInputs = {};
export type Account_Sms_TitleInputs = {};
export type Account_Sr_Add_NoteInputs = {};
export type Account_Sr_Add_Note_LabelInputs = {};
export type Account_Sr_Adding_NoteInputs = {};
export type Account_Sr_Book_This_TimeInputs = {};
export type Account_Sr_Book_VisitInputs = {};
export type Account_Sr_Booked_NowInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Account_Sr_BookingInputs = {};
export type Account_Sr_Cancel_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Sr_Cancel_QuestionInputs = {
    number: NonNullable<unknown>;
    item: NonNullable<unknown>;
};
export type Account_Sr_Cancel_ReasonInputs = {};
export type Account_Sr_Cancel_RequestInputs = {};
export type Account_Sr_Cancel_TitleInputs = {};
export type Account_Sr_Cancel_VisitInputs = {};
export type Account_Sr_CancelledInputs = {
    number: NonNullable<unknown>;
};
export type Account_Sr_Cash_AcceptInputs = {};
export type Account_Sr_Cash_Accept_ConsequenceInputs = {};
export type Account_Sr_Cash_Accept_LabelInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Sr_Cash_Accept_PaymentInputs = {
    amount: NonNullable<unknown>;
    mailTo: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
export type Account_Sr_Cash_Accept_QuestionInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Sr_Cash_AcceptedInputs = {};
export type Account_Sr_Cash_Accepted_TitleInputs = {};
export type Account_Sr_Cash_Answer_FailureInputs = {};
export type Account_Sr_Cash_DeclineInputs = {};
export type Account_Sr_Cash_DeclinedInputs = {};
export type Account_Sr_Cash_HowInputs = {};
export type Account_Sr_Cash_LabelInputs = {};
export type Account_Sr_Cash_Mailed_ToInputs = {};
export type Account_Sr_Cash_MethodInputs = {};
export type Account_Sr_Cash_OfferInputs = {
    amount: NonNullable<unknown>;
};
export type Account_Sr_Cash_Offer_AcceptedInputs = {};
export type Account_Sr_Cash_Offer_DeclinedInputs = {};
export type Account_Sr_Cash_Paid_ByInputs = {};
export type Account_Sr_Cash_Settled_AfterInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Sr_Cash_WithinInputs = {
    days: NonNullable<unknown>;
};
export type Account_Sr_Change_VisitInputs = {};
export type Account_Sr_Change_Visit_TitleInputs = {};
export type Account_Sr_ContractorInputs = {};
export type Account_Sr_CoveredInputs = {};
export type Account_Sr_DecisionInputs = {};
export type Account_Sr_Decision_ApprovedInputs = {};
export type Account_Sr_Decision_Awaiting_ApprovalInputs = {};
export type Account_Sr_Decision_DeniedInputs = {};
export type Account_Sr_Decision_HeadingInputs = {
    status: NonNullable<unknown>;
};
export type Account_Sr_DiagnosisInputs = {};
export type Account_Sr_Event_ArrivedInputs = {};
export type Account_Sr_Event_Cash_DeclinedInputs = {};
export type Account_Sr_Event_Cash_OfferedInputs = {};
export type Account_Sr_Event_On_My_WayInputs = {};
export type Account_Sr_Event_ScheduledInputs = {};
export type Account_Sr_Event_SubmittedInputs = {};
export type Account_Sr_FeeInputs = {};
export type Account_Sr_Fee_PaidInputs = {
    fee: NonNullable<unknown>;
};
export type Account_Sr_Finding_TimesInputs = {};
export type Account_Sr_Hide_NotesInputs = {};
export type Account_Sr_History_TitleInputs = {};
export type Account_Sr_Load_FailureInputs = {};
export type Account_Sr_Loading_NotesInputs = {};
export type Account_Sr_No_NotesInputs = {};
export type Account_Sr_No_TimesInputs = {};
export type Account_Sr_NoneInputs = {};
export type Account_Sr_None_No_PlanInputs = {};
export type Account_Sr_Not_CoveredInputs = {};
export type Account_Sr_Not_YetInputs = {};
export type Account_Sr_Note_AddedInputs = {};
export type Account_Sr_Note_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Sr_Note_RequiredInputs = {};
export type Account_Sr_Notes_Load_FailureInputs = {};
export type Account_Sr_Reason_RequiredInputs = {};
export type Account_Sr_Request_LineInputs = {
    number: NonNullable<unknown>;
    opened: NonNullable<unknown>;
};
export type Account_Sr_Request_Line_ClosedInputs = {
    line: NonNullable<unknown>;
    closed: NonNullable<unknown>;
};
export type Account_Sr_Request_Line_ContractInputs = {
    number: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    opened: NonNullable<unknown>;
};
export type Account_Sr_Request_UpdateInputs = {};
export type Account_Sr_RequestingInputs = {};
export type Account_Sr_Settled_With_CashInputs = {};
export type Account_Sr_Show_NotesInputs = {};
export type Account_Sr_Stage_Waiting_On_PartsInputs = {};
export type Account_Sr_Status_ApprovedInputs = {};
export type Account_Sr_Status_CancelledInputs = {};
export type Account_Sr_Status_CompleteInputs = {};
export type Account_Sr_Status_Complete_BillingInputs = {};
export type Account_Sr_Status_Complete_InvoicedInputs = {};
export type Account_Sr_Status_Complete_Pending_PaymentInputs = {};
export type Account_Sr_Status_DeniedInputs = {};
export type Account_Sr_Status_OpenInputs = {};
export type Account_Sr_Status_Pending_ApprovalInputs = {};
export type Account_Sr_Status_Sent_To_ContractorInputs = {};
export type Account_Sr_Status_Update_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_Sr_Status_Update_SentInputs = {};
export type Account_Sr_Status_Update_TitleInputs = {};
export type Account_Sr_Status_Work_CompleteInputs = {};
export type Account_Sr_Timeline_LabelInputs = {
    number: NonNullable<unknown>;
};
export type Account_Sr_VisitInputs = {};
export type Account_Sr_Visit_Book_FailureInputs = {};
export type Account_Sr_Visit_BookedInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Account_Sr_Visit_Cancel_FailureInputs = {};
export type Account_Sr_Visit_CancelledInputs = {};
export type Account_Sr_Window_LabelInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Account_Sr_Work_OrderInputs = {};
export type Account_Sr_Your_AnswersInputs = {};
export type Account_Sr_Your_ShareInputs = {
    amount: NonNullable<unknown>;
};
export type Account_StatusInputs = {};
export type Account_Summary_No_PhonesInputs = {};
export type Account_Summary_Saved_DetailsInputs = {};
export type Account_Summary_TitleInputs = {};
export type Account_Text_Opt_In_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Account_WelcomeInputs = {
    firstName: NonNullable<unknown>;
    lastName: NonNullable<unknown>;
};
export type Account_YesInputs = {};
export type Auth_Choose_New_PasswordInputs = {};
export type Auth_Claim_TitleInputs = {};
export type Auth_Current_PasswordInputs = {};
export type Auth_Email_PlaceholderInputs = {};
export type Auth_Forgot_PasswordInputs = {};
export type Auth_LoginInputs = {};
export type Auth_Login_HelpInputs = {};
export type Auth_LogoutInputs = {};
export type Auth_New_PasswordInputs = {};
export type Auth_PasswordInputs = {};
export type Auth_Password_HintInputs = {
    count: NonNullable<unknown>;
};
export type Auth_Remember_MeInputs = {};
export type Auth_Signed_Out_TextInputs = {};
export type Auth_Signing_In_TextInputs = {};
export type Auth_Signing_In_TitleInputs = {};
export type Auth_SubmitInputs = {};
export type Auth_UsernameInputs = {};
export type Auth_Username_PlaceholderInputs = {};
export type Benefits_Clients_TextInputs = {};
export type Benefits_Clients_TitleInputs = {};
export type Benefits_Closings_TextInputs = {};
export type Benefits_Closings_TitleInputs = {};
export type Benefits_Education_All_TextInputs = {};
export type Benefits_Education_All_TitleInputs = {};
export type Benefits_Education_Buying_TextInputs = {};
export type Benefits_Education_Buying_TitleInputs = {};
export type Benefits_Education_HeadingInputs = {};
export type Benefits_Education_Repairs_TextInputs = {};
export type Benefits_Education_Repairs_TitleInputs = {};
export type Benefits_Education_Warranty_TextInputs = {};
export type Benefits_Education_Warranty_TitleInputs = {};
export type Benefits_HeadingInputs = {
    brand: NonNullable<unknown>;
};
export type Benefits_IntroInputs = {
    brand: NonNullable<unknown>;
};
export type Benefits_Listings_TextInputs = {};
export type Benefits_Listings_TitleInputs = {};
export type Benefits_Rep_TextInputs = {};
export type Benefits_Rep_TitleInputs = {};
export type Brochure_Address_OptionalInputs = {};
export type Brochure_Download_FrameInputs = {};
export type Brochure_DownloadingInputs = {};
export type Brochure_Error_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Brochure_Form_LabelInputs = {};
export type Brochure_HeadingInputs = {};
export type Brochure_LanguageInputs = {};
export type Brochure_Language_EnglishInputs = {};
export type Brochure_Language_SpanishInputs = {};
export type Brochure_Phone_OptionalInputs = {};
export type Brochure_Point_AttachInputs = {};
export type Brochure_Point_PrintInputs = {};
export type Brochure_Point_ShareInputs = {};
export type Brochure_PreparingInputs = {};
export type Brochure_Real_Estate_QuestionInputs = {};
export type Brochure_SubmitInputs = {};
export type Brochure_TextInputs = {};
export type Chat_CloseInputs = {};
export type Chat_Message_LabelInputs = {};
export type Chat_SendInputs = {};
export type Chat_TitleInputs = {};
export type Claim_Answer_DateInputs = {};
export type Claim_Answer_Date_BetweenInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Claim_Answer_Date_FromInputs = {
    min: NonNullable<unknown>;
};
export type Claim_Answer_Date_UntilInputs = {
    max: NonNullable<unknown>;
};
export type Claim_Answer_Five_StarInputs = {};
export type Claim_Answer_InitialsInputs = {};
export type Claim_Answer_NoneInputs = {};
export type Claim_Answer_Not_AnsweredInputs = {};
export type Claim_Answer_NumberInputs = {};
export type Claim_Answer_Number_At_LeastInputs = {
    min: NonNullable<unknown>;
};
export type Claim_Answer_Number_At_MostInputs = {
    max: NonNullable<unknown>;
};
export type Claim_Answer_Number_BetweenInputs = {
    min: NonNullable<unknown>;
    max: NonNullable<unknown>;
};
export type Claim_Answer_OptionInputs = {};
export type Claim_Answer_OptionsInputs = {};
export type Claim_Answer_RequiredInputs = {};
export type Claim_Answer_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Answer_TextInputs = {};
export type Claim_Answer_Too_LongInputs = {
    maxLength: NonNullable<unknown>;
};
export type Claim_Answer_Yes_NoInputs = {};
export type Claim_BackInputs = {};
export type Claim_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_CancelInputs = {};
export type Claim_Card_ExpiredInputs = {
    card: NonNullable<unknown>;
};
export type Claim_Card_RequiredInputs = {};
export type Claim_Cards_LoadingInputs = {};
export type Claim_Check_FailureInputs = {};
export type Claim_CheckingInputs = {};
export type Claim_Checking_TitleInputs = {};
export type Claim_Choose_ItemInputs = {};
export type Claim_Choose_PlanInputs = {};
export type Claim_CloseInputs = {};
export type Claim_Contact_EmailInputs = {};
export type Claim_Contact_Email_InvalidInputs = {};
export type Claim_Contact_Email_RequiredInputs = {};
export type Claim_Contact_Method_EmailInputs = {};
export type Claim_Contact_Method_LegendInputs = {};
export type Claim_Contact_Method_PhoneInputs = {};
export type Claim_Contact_Method_TextInputs = {};
export type Claim_Contact_NameInputs = {};
export type Claim_Contact_Name_RequiredInputs = {};
export type Claim_Contact_PhoneInputs = {};
export type Claim_Contact_Phone_IncompleteInputs = {};
export type Claim_Contact_Phone_RequiredInputs = {};
export type Claim_Contact_Time_AfternoonInputs = {};
export type Claim_Contact_Time_AnytimeInputs = {};
export type Claim_Contact_Time_EveningInputs = {};
export type Claim_Contact_Time_LabelInputs = {};
export type Claim_Contact_Time_MorningInputs = {};
export type Claim_Contact_TitleInputs = {};
export type Claim_ContinueInputs = {};
export type Claim_Covered_TitleInputs = {};
export type Claim_DateInputs = {};
export type Claim_Default_CardInputs = {};
export type Claim_Dialog_TitleInputs = {};
export type Claim_DoneInputs = {};
export type Claim_Done_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Claim_Done_TitleInputs = {};
export type Claim_Failed_Back_To_QuestionsInputs = {};
export type Claim_Failed_Back_To_ReviewInputs = {};
export type Claim_Failed_DeclinedInputs = {};
export type Claim_Failed_LostInputs = {};
export type Claim_Failed_Other_CardInputs = {};
export type Claim_Failed_Other_TimeInputs = {};
export type Claim_Failed_Review_FeeInputs = {};
export type Claim_Failed_TitleInputs = {};
export type Claim_Failed_Try_AgainInputs = {};
export type Claim_Fee_TextInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Fee_TitleInputs = {};
export type Claim_Flow_Broken_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Flow_Broken_TitleInputs = {};
export type Claim_Item_Add_OnInputs = {};
export type Claim_Item_TitleInputs = {};
export type Claim_Items_Load_FailureInputs = {};
export type Claim_Items_LoadingInputs = {};
export type Claim_Items_NoneInputs = {};
export type Claim_Leave_NoInputs = {};
export type Claim_Leave_TextInputs = {};
export type Claim_Leave_TitleInputs = {};
export type Claim_Leave_YesInputs = {};
export type Claim_Menu_New_Service_RequestInputs = {};
export type Claim_Menu_Service_RequestsInputs = {};
export type Claim_Needs_ConnectionInputs = {};
export type Claim_New_CardInputs = {};
export type Claim_New_Card_OfflineInputs = {};
export type Claim_NoInputs = {};
export type Claim_No_PlansInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_No_Saved_Card_OfflineInputs = {};
export type Claim_No_TimeInputs = {};
export type Claim_Not_AuthorizedInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Not_Covered_TitleInputs = {};
export type Claim_Note_TitleInputs = {};
export type Claim_Offline_ItemsInputs = {};
export type Claim_Offline_UncheckedInputs = {};
export type Claim_Page_Go_To_AccountInputs = {};
export type Claim_Page_IntroInputs = {};
export type Claim_Page_StartInputs = {};
export type Claim_Page_TitleInputs = {};
export type Claim_Pay_WithInputs = {};
export type Claim_Payment_New_Card_LabelInputs = {};
export type Claim_Permission_To_EnterInputs = {};
export type Claim_Photo_FailureInputs = {};
export type Claim_Photo_Failure_BecauseInputs = {
    reason: NonNullable<unknown>;
};
export type Claim_Photo_Failure_ConnectionInputs = {};
export type Claim_Photo_HelpInputs = {};
export type Claim_Photo_LabelInputs = {};
export type Claim_Photo_OfflineInputs = {};
export type Claim_Photo_PreviewInputs = {};
export type Claim_Photo_RemoveInputs = {};
export type Claim_Photo_Send_AgainInputs = {};
export type Claim_Photo_SendingInputs = {};
export type Claim_Photo_SentInputs = {};
export type Claim_Photo_SkipInputs = {};
export type Claim_Photo_TitleInputs = {};
export type Claim_Photo_Too_LargeInputs = {
    size: NonNullable<unknown>;
};
export type Claim_Photo_Wrong_TypeInputs = {};
export type Claim_Plan_TitleInputs = {};
export type Claim_Plans_Load_FailureInputs = {};
export type Claim_Plans_LoadingInputs = {};
export type Claim_Plans_OfflineInputs = {};
export type Claim_Question_NumberInputs = {
    number: NonNullable<unknown>;
};
export type Claim_Question_OfInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Claim_Question_Of_Up_ToInputs = {
    number: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Claim_Question_OptionalInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Questions_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Questions_Load_FailureInputs = {};
export type Claim_Questions_LoadingInputs = {};
export type Claim_Questions_OfflineInputs = {};
export type Claim_Questions_TitleInputs = {};
export type Claim_Queue_Check_And_ResendInputs = {};
export type Claim_Queue_Check_FailureInputs = {};
export type Claim_Queue_ClearInputs = {};
export type Claim_Queue_ConfirmInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_Confirm_CardInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
};
export type Claim_Queue_Confirm_When_OnlineInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_DescribeInputs = {};
export type Claim_Queue_DiscardInputs = {};
export type Claim_Queue_Discard_TextInputs = {
    item: NonNullable<unknown>;
};
export type Claim_Queue_Discard_TitleInputs = {};
export type Claim_Queue_Fee_Changed_TextInputs = {
    amount: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Claim_Queue_Fee_Changed_TitleInputs = {};
export type Claim_Queue_Fee_NowInputs = {};
export type Claim_Queue_ItemInputs = {
    item: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Claim_Queue_Item_FeeInputs = {
    item: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Claim_Queue_KeepInputs = {};
export type Claim_Queue_Not_AuthorizedInputs = {};
export type Claim_Queue_Not_NowInputs = {};
export type Claim_Queue_Not_SentInputs = {};
export type Claim_Queue_RefusedInputs = {};
export type Claim_Queue_ResendInputs = {};
export type Claim_Queue_Resend_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_Resend_TitleInputs = {};
export type Claim_Queue_Send_And_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Queue_Send_NowInputs = {};
export type Claim_Queue_SendingInputs = {};
export type Claim_Queue_SentInputs = {
    number: NonNullable<unknown>;
};
export type Claim_Queue_TitleInputs = {};
export type Claim_Queue_WaitingInputs = {};
export type Claim_Refused_TitleInputs = {};
export type Claim_Review_Adult_HomeInputs = {};
export type Claim_Review_AnswersInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Review_ContactInputs = {};
export type Claim_Review_Fee_NoneInputs = {};
export type Claim_Review_ItemInputs = {};
export type Claim_Review_OfflineInputs = {};
export type Claim_Review_Offline_FeeInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Review_PhotoInputs = {};
export type Claim_Review_Photo_NoneInputs = {};
export type Claim_Review_Photo_OfflineInputs = {
    name: NonNullable<unknown>;
};
export type Claim_Review_PlanInputs = {};
export type Claim_Review_TitleInputs = {};
export type Claim_Review_VisitInputs = {};
export type Claim_Safety_ImportantInputs = {};
export type Claim_Safety_TextInputs = {};
export type Claim_Safety_TitleInputs = {};
export type Claim_Safety_UnderstandInputs = {};
export type Claim_Save_For_LaterInputs = {};
export type Claim_Saved_FeeInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Saved_No_FeeInputs = {};
export type Claim_Saved_TextInputs = {
    item: NonNullable<unknown>;
};
export type Claim_Saved_TitleInputs = {};
export type Claim_Sending_TitleInputs = {};
export type Claim_StarsInputs = {
    count: NonNullable<unknown>;
};
export type Claim_Submit_And_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Claim_Submit_RequestInputs = {};
export type Claim_Success_BookedInputs = {
    window: NonNullable<unknown>;
};
export type Claim_Success_Booked_ChangeInputs = {};
export type Claim_Success_EmergencyInputs = {
    phone: NonNullable<unknown>;
};
export type Claim_Success_Next_Business_DayInputs = {};
export type Claim_Time_FindingInputs = {};
export type Claim_Time_LegendInputs = {};
export type Claim_Time_Load_FailureInputs = {};
export type Claim_Time_NoneInputs = {};
export type Claim_Time_None_LocalInputs = {};
export type Claim_Time_NoteInputs = {};
export type Claim_Time_TitleInputs = {};
export type Claim_Try_AgainInputs = {};
export type Claim_View_HistoryInputs = {};
export type Claim_We_Will_CallInputs = {};
export type Claim_YesInputs = {};
export type Claim_Your_AnswerInputs = {};
export type Claim_Your_Answer_InInputs = {
    unit: NonNullable<unknown>;
};
export type Claim_Your_InitialsInputs = {};
export type Claim_Your_PlansInputs = {};
export type Claims_Assign_FigureInputs = {};
export type Claims_Assign_TextInputs = {};
export type Claims_Award_FigureInputs = {};
export type Claims_Award_TextInputs = {};
export type Claims_HeadingInputs = {};
export type Claims_Homeowners_FigureInputs = {};
export type Claims_Homeowners_TextInputs = {};
export type Claims_Parts_FigureInputs = {};
export type Claims_Parts_TextInputs = {};
export type Claims_Price_FigureInputs = {};
export type Claims_Price_TextInputs = {};
export type Claims_Saving_FigureInputs = {};
export type Claims_Saving_TextInputs = {};
export type Claims_Staff_FigureInputs = {};
export type Claims_Staff_TextInputs = {};
export type Common_Article_Load_Failure_TextInputs = {};
export type Common_Article_Load_Failure_TitleInputs = {};
export type Common_Brochure_Error_TextInputs = {};
export type Common_Brochure_Error_TitleInputs = {};
export type Common_Change_Password_BreachedInputs = {};
export type Common_Change_Password_Current_IncorrectInputs = {};
export type Common_Change_Password_Current_RequiredInputs = {};
export type Common_Change_Password_FailureInputs = {};
export type Common_Change_Password_Reset_Link_SpentInputs = {
    minutes: NonNullable<unknown>;
};
export type Common_Change_Password_Same_As_CurrentInputs = {};
export type Common_Change_Password_SuccessInputs = {};
export type Common_Chat_Answer_TimeInputs = {};
export type Common_Chat_FailedInputs = {
    phone: NonNullable<unknown>;
};
export type Common_Chat_SentInputs = {};
export type Common_Contact_Email_InvalidInputs = {};
export type Common_Contact_Email_RequiredInputs = {};
export type Common_Contact_Message_RequiredInputs = {};
export type Common_Contact_SuccessInputs = {};
export type Common_Convert_Failure_TitleInputs = {};
export type Common_Coupon_FailureInputs = {};
export type Common_Coupon_SuccessInputs = {
    amount: NonNullable<unknown>;
};
export type Common_Date_Window_Audit_PageInputs = {};
export type Common_Date_Window_Blocked_DayInputs = {};
export type Common_Date_Window_Cheque_ReceivedInputs = {};
export type Common_Date_Window_ClosingInputs = {};
export type Common_Date_Window_VisitInputs = {};
export type Common_Date_Window_Welcome_CallInputs = {};
export type Common_Default_Payment_Method_FailureInputs = {};
export type Common_Dispatch_Change_Discount_TextInputs = {
    preAuthorizedAmount: NonNullable<unknown>;
    newDiscount: NonNullable<unknown>;
};
export type Common_Dispatch_Change_Discount_TitleInputs = {};
export type Common_Dispatch_Save_FailureInputs = {};
export type Common_Dispatch_Save_SuccessInputs = {};
export type Common_Dispatch_Submission_CancelledInputs = {};
export type Common_Feature_Flags_Load_FailureInputs = {};
export type Common_File_Upload_FailureInputs = {};
export type Common_File_Upload_SendingInputs = {};
export type Common_File_Upload_SuccessInputs = {};
export type Common_Forgot_Password_Email_InvalidInputs = {};
export type Common_Forgot_Password_Email_RequiredInputs = {};
export type Common_Forgot_Password_SuccessInputs = {
    email: NonNullable<unknown>;
};
export type Common_Forgot_Password_TextInputs = {};
export type Common_Forgot_Password_TitleInputs = {};
export type Common_Geolocation_Timed_OutInputs = {};
export type Common_Geolocation_UnsupportedInputs = {};
export type Common_Impersonation_FailureInputs = {};
export type Common_Initialization_Essential_Scripts_FailedInputs = {};
export type Common_Initialization_OfflineInputs = {};
export type Common_Initialization_Timed_OutInputs = {};
export type Common_LoadingInputs = {};
export type Common_Login_Error_TextInputs = {};
export type Common_Login_Error_TitleInputs = {};
export type Common_Login_Link_InvalidInputs = {};
export type Common_Login_Repair_TitleInputs = {};
export type Common_Login_Session_ExpiredInputs = {};
export type Common_Login_TitleInputs = {};
export type Common_Login_Too_Many_AttemptsInputs = {};
export type Common_Login_Unsent_KeptInputs = {
    count: NonNullable<unknown>;
};
export type Common_Merge_AutomaticInputs = {};
export type Common_Merge_SuccessInputs = {};
export type Common_Newsletter_Confirm_ButtonInputs = {};
export type Common_Newsletter_Confirm_InvalidInputs = {};
export type Common_Newsletter_Confirm_SentInputs = {
    email: NonNullable<unknown>;
};
export type Common_Newsletter_Confirm_Sent_TitleInputs = {};
export type Common_Newsletter_Confirm_TextInputs = {};
export type Common_Newsletter_Confirm_TitleInputs = {};
export type Common_Newsletter_Confirmed_TitleInputs = {};
export type Common_Newsletter_FailureInputs = {};
export type Common_Newsletter_Failure_TitleInputs = {};
export type Common_Newsletter_Field_ErrorInputs = {};
export type Common_Newsletter_Field_InvalidInputs = {};
export type Common_Newsletter_Invalid_TextInputs = {};
export type Common_Newsletter_Invalid_TitleInputs = {};
export type Common_Newsletter_SuccessInputs = {
    email: NonNullable<unknown>;
};
export type Common_Newsletter_Success_TitleInputs = {};
export type Common_No_Service_TextInputs = {};
export type Common_No_Service_TitleInputs = {};
export type Common_Not_An_AmountInputs = {};
export type Common_Not_Found_Go_BackInputs = {};
export type Common_Not_Found_TextInputs = {};
export type Common_Not_Found_TitleInputs = {};
export type Common_Order_Complete_TextInputs = {};
export type Common_Order_Complete_TitleInputs = {};
export type Common_Partner_Failure_TitleInputs = {};
export type Common_Partner_SuccessInputs = {};
export type Common_Payment_SuccessInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Common_Quick_Order_Budget_RequiredInputs = {};
export type Common_Quick_Order_Budget_Too_LargeInputs = {
    most: NonNullable<unknown>;
};
export type Common_Quote_Address_RequiredInputs = {};
export type Common_Quote_Email_InvalidInputs = {};
export type Common_Quote_Email_RequiredInputs = {};
export type Common_Quote_Error_TitleInputs = {};
export type Common_Quote_Name_RequiredInputs = {};
export type Common_Quote_Phone_RequiredInputs = {};
export type Common_Quote_Zip_RequiredInputs = {};
export type Common_Required_LabelInputs = {};
export type Common_Service_Request_Authorization_Failure_TitleInputs = {};
export type Common_Service_Request_Claim_FailureInputs = {};
export type Common_Service_Request_Send_FailureInputs = {
    phone: NonNullable<unknown>;
};
export type Common_Service_Request_SubmittingInputs = {};
export type Common_Service_Request_Success_After_HoursInputs = {};
export type Common_Service_Request_Success_In_HoursInputs = {};
export type Common_Status_Update_Cancel_FailureInputs = {};
export type Common_Status_Update_Cancel_Success_TextInputs = {};
export type Common_Status_Update_Cancel_Success_TitleInputs = {};
export type Common_Status_Update_FailureInputs = {};
export type Common_Status_Update_Success_TextInputs = {};
export type Common_Status_Update_Success_TitleInputs = {};
export type Common_Streem_Signup_Email_InvalidInputs = {};
export type Common_Streem_Signup_FailureInputs = {};
export type Common_Streem_Signup_Phone_LengthInputs = {};
export type Common_Streem_Signup_Phone_RequiredInputs = {};
export type Common_Streem_Signup_RequiredInputs = {
    field: NonNullable<unknown>;
};
export type Common_Streem_Signup_SuccessInputs = {};
export type Common_Text_Opt_In_SuccessInputs = {};
export type Common_Too_Many_RequestsInputs = {
    wait: NonNullable<unknown>;
};
export type Common_Transport_Network_ErrorInputs = {};
export type Common_Transport_Server_Error_TextInputs = {};
export type Common_Transport_Server_Error_TitleInputs = {};
export type Common_Transport_Server_Error_With_CodeInputs = {
    status: NonNullable<unknown>;
};
export type Common_Update_AvailableInputs = {};
export type Common_Update_ReloadInputs = {};
export type Common_Validation_Dialog_TitleInputs = {};
export type Contact_Customer_CareInputs = {};
export type Contact_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type Contact_EyebrowInputs = {};
export type Contact_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Contact_Failed_TitleInputs = {};
export type Contact_Form_HeadingInputs = {};
export type Contact_Form_IntroInputs = {};
export type Contact_Form_LabelInputs = {};
export type Contact_Info_HeadingInputs = {};
export type Contact_IntroInputs = {};
export type Contact_Mailing_AddressInputs = {};
export type Contact_MediaInputs = {};
export type Contact_Message_LabelInputs = {};
export type Contact_Sent_TitleInputs = {};
export type Contact_SubmitInputs = {};
export type Contact_TitleInputs = {};
export type Cookie_Bar_CloseInputs = {};
export type Cookie_Bar_TextInputs = {};
export type Cookie_Bar_TitleInputs = {};
export type Data_Age_DaysInputs = {
    count: NonNullable<unknown>;
};
export type Data_Age_HoursInputs = {
    count: NonNullable<unknown>;
};
export type Data_Age_Just_NowInputs = {};
export type Data_Age_MinutesInputs = {
    count: NonNullable<unknown>;
};
export type Data_Age_OfflineInputs = {
    when: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
export type Data_Age_Refresh_FailedInputs = {
    when: NonNullable<unknown>;
    age: NonNullable<unknown>;
};
export type Escrow_Invoice_Amount_DueInputs = {};
export type Escrow_Invoice_Amount_PaidInputs = {};
export type Escrow_Invoice_BuyerInputs = {};
export type Escrow_Invoice_Cancelled_CallInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Escrow_Invoice_Cancelled_Contract_CancelledInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Escrow_Invoice_Cancelled_Contract_ExpiredInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Escrow_Invoice_Cancelled_InvoiceInputs = {};
export type Escrow_Invoice_Cancelled_TitleInputs = {};
export type Escrow_Invoice_Closing_DateInputs = {};
export type Escrow_Invoice_Contract_NumberInputs = {};
export type Escrow_Invoice_Email_LabelInputs = {};
export type Escrow_Invoice_Email_RequiredInputs = {};
export type Escrow_Invoice_Load_FailureInputs = {};
export type Escrow_Invoice_LoadingInputs = {};
export type Escrow_Invoice_Needs_EmailInputs = {};
export type Escrow_Invoice_Not_SetInputs = {};
export type Escrow_Invoice_PaidInputs = {};
export type Escrow_Invoice_Paid_OnInputs = {
    date: NonNullable<unknown>;
};
export type Escrow_Invoice_PayInputs = {
    amount: NonNullable<unknown>;
};
export type Escrow_Invoice_Pay_TitleInputs = {};
export type Escrow_Invoice_PayingInputs = {};
export type Escrow_Invoice_Payment_FailureInputs = {};
export type Escrow_Invoice_PlanInputs = {};
export type Escrow_Invoice_PropertyInputs = {};
export type Escrow_Invoice_QuestionsInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Escrow_Invoice_TitleInputs = {};
export type Escrow_Invoice_Try_AgainInputs = {};
export type Footer_AboutInputs = {};
export type Footer_AccessibilityInputs = {};
export type Footer_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Footer_ContactInputs = {};
export type Footer_ContractorsInputs = {};
export type Footer_HomeownersInputs = {};
export type Footer_Nav_LabelInputs = {};
export type Footer_Privacy_ChoicesInputs = {};
export type Footer_Privacy_PolicyInputs = {};
export type Footer_Real_EstateInputs = {};
export type Footer_ResourcesInputs = {};
export type Footer_State_NoticeInputs = {};
export type Footer_TaglineInputs = {};
export type Footer_TermsInputs = {};
export type Header_AccountInputs = {};
export type Header_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Header_ContractorsInputs = {};
export type Header_Home_LinkInputs = {
    brand: NonNullable<unknown>;
};
export type Header_HomeownerInputs = {};
export type Header_LoginInputs = {};
export type Header_My_AccountInputs = {};
export type Header_Nav_LabelInputs = {};
export type Header_Real_EstateInputs = {};
export type Home_Become_ContractorInputs = {};
export type Home_Buyers_Callout_Brochure_TextInputs = {};
export type Home_Buyers_Callout_Brochure_TitleInputs = {};
export type Home_Buyers_Callout_Reps_TextInputs = {};
export type Home_Buyers_Callout_Reps_TitleInputs = {};
export type Home_Buyers_Callout_Tools_TextInputs = {};
export type Home_Buyers_Callout_Tools_TitleInputs = {};
export type Home_Buyers_Callout_Why_TextInputs = {};
export type Home_Buyers_Callout_Why_TitleInputs = {};
export type Home_Buyers_Callouts_HeadingInputs = {};
export type Home_Buyers_EyebrowInputs = {};
export type Home_Buyers_HeadingInputs = {};
export type Home_Buyers_IntroInputs = {};
export type Home_Buyers_Meta_Benefits_DescriptionInputs = {};
export type Home_Buyers_Meta_Benefits_TitleInputs = {};
export type Home_Buyers_Meta_DescriptionInputs = {};
export type Home_Buyers_Meta_Plans_DescriptionInputs = {};
export type Home_Buyers_Meta_Plans_TitleInputs = {};
export type Home_Buyers_Meta_Reps_DescriptionInputs = {};
export type Home_Buyers_Meta_Reps_TitleInputs = {};
export type Home_Buyers_Meta_Reviews_DescriptionInputs = {};
export type Home_Buyers_Meta_Reviews_TitleInputs = {};
export type Home_Buyers_OrInputs = {};
export type Home_Buyers_Place_OrderInputs = {};
export type Home_Buyers_Plans_HeadingInputs = {};
export type Home_Buyers_Plans_IntroInputs = {};
export type Home_Buyers_Quick_Order_LoadingInputs = {};
export type Home_Buyers_Section_RepsInputs = {};
export type Home_Buyers_Section_WhyInputs = {
    brand: NonNullable<unknown>;
};
export type Home_Buyers_Subnav_LabelInputs = {};
export type Home_Contractors_HeadingInputs = {};
export type Home_Contractors_TextInputs = {};
export type Home_DescriptionInputs = {
    brand: NonNullable<unknown>;
};
export type Home_EyebrowInputs = {};
export type Home_Find_RepInputs = {};
export type Home_HeadingInputs = {};
export type Home_IntroInputs = {};
export type Home_Real_Estate_HeadingInputs = {};
export type Home_Real_Estate_PlansInputs = {};
export type Home_Real_Estate_Point1Inputs = {};
export type Home_Real_Estate_Point2Inputs = {};
export type Home_Real_Estate_Point3Inputs = {};
export type Home_Real_Estate_TextInputs = {};
export type Home_See_PlansInputs = {};
export type Home_Step1_TextInputs = {};
export type Home_Step1_TitleInputs = {};
export type Home_Step2_TextInputs = {};
export type Home_Step2_TitleInputs = {};
export type Home_Step3_TextInputs = {};
export type Home_Step3_TitleInputs = {};
export type Home_Steps_HeadingInputs = {};
export type Home_TitleInputs = {};
export type Homeowner_Choose_PlanInputs = {};
export type Homeowner_DescriptionInputs = {};
export type Homeowner_EyebrowInputs = {};
export type Homeowner_IntroInputs = {
    brand: NonNullable<unknown>;
};
export type Homeowner_Plans_HeadingInputs = {};
export type Homeowner_Plans_IntroInputs = {};
export type Homeowner_RenewInputs = {};
export type Homeowner_Request_QuoteInputs = {};
export type Homeowner_Subnav_LabelInputs = {};
export type Homeowner_TitleInputs = {};
export type Illustration_SoldInputs = {};
export type Install_AppInputs = {};
export type Install_Card_AddInputs = {};
export type Install_Card_DismissInputs = {};
export type Install_Card_IosInputs = {};
export type Install_Card_TitleInputs = {};
export type Install_Card_Why_ClaimInputs = {};
export type Install_Card_Why_ContractorInputs = {};
export type Install_Card_Why_OrderInputs = {};
export type Language_Switch_ToInputs = {
    language: NonNullable<unknown>;
};
export type Legal_Accessibility_DescriptionInputs = {};
export type Legal_Accessibility_TitleInputs = {};
export type Legal_English_GovernsInputs = {};
export type Legal_Privacy_DescriptionInputs = {};
export type Legal_Privacy_TitleInputs = {};
export type Legal_State_Notice_DescriptionInputs = {};
export type Legal_State_Notice_TitleInputs = {};
export type Legal_Terms_DescriptionInputs = {};
export type Legal_Terms_TitleInputs = {};
export type Legal_Toc_LabelInputs = {};
export type Legal_UpdatedInputs = {
    date: NonNullable<unknown>;
};
export type Mail_Button_AccountInputs = {};
export type Mail_Button_Change_VisitInputs = {};
export type Mail_Button_Choose_DayInputs = {};
export type Mail_Button_Choose_PasswordInputs = {};
export type Mail_Button_Confirm_OrderInputs = {};
export type Mail_Button_Confirm_SubscriptionInputs = {};
export type Mail_Button_Create_PasswordInputs = {};
export type Mail_Button_FallbackInputs = {};
export type Mail_Button_Order_AgainInputs = {};
export type Mail_Button_PayInputs = {};
export type Mail_Button_Pay_InvoiceInputs = {};
export type Mail_Button_RenewInputs = {};
export type Mail_Button_Update_CardInputs = {};
export type Mail_Call_Us_AtInputs = {
    phone: NonNullable<unknown>;
};
export type Mail_Card_Expiry_SubjectInputs = {
    brand: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
};
export type Mail_Card_Expiry_TextInputs = {
    cardType: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
    month: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    policyNumbers: NonNullable<unknown>;
    nextCharge: NonNullable<unknown>;
};
export type Mail_Charge_Reason_DeclinedInputs = {};
export type Mail_Charge_Reason_ExpiredInputs = {};
export type Mail_Charge_Reason_No_CardInputs = {};
export type Mail_Charge_Reason_Profile_Not_FoundInputs = {};
export type Mail_Contract_Expired_RenewInputs = {
    renewUntil: NonNullable<unknown>;
};
export type Mail_Contract_Expired_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Contract_Expired_TextInputs = {
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
    ended: NonNullable<unknown>;
};
export type Mail_Contract_Started_LeadInputs = {};
export type Mail_Contract_Started_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Contract_Started_TextInputs = {
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
    starts: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Mail_Data_Request_AppealInputs = {};
export type Mail_Data_Request_Completed_SubjectInputs = {};
export type Mail_Data_Request_Completed_TextInputs = {};
export type Mail_Data_Request_Not_YouInputs = {
    phone: NonNullable<unknown>;
};
export type Mail_Data_Request_Received_SubjectInputs = {};
export type Mail_Data_Request_Received_TextInputs = {};
export type Mail_Data_Request_Type_AccessInputs = {};
export type Mail_Data_Request_Type_CorrectionInputs = {};
export type Mail_Data_Request_Type_DeletionInputs = {};
export type Mail_Dunning_Cancelled_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Dunning_Cancelled_TextInputs = {
    amount: NonNullable<unknown>;
    dueDate: NonNullable<unknown>;
};
export type Mail_Dunning_Suspended_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Dunning_Suspended_TextInputs = {
    amount: NonNullable<unknown>;
    dueDate: NonNullable<unknown>;
    cancelsOn: NonNullable<unknown>;
};
export type Mail_Erasure_KeptInputs = {};
export type Mail_Erasure_No_NameInputs = {};
export type Mail_Erasure_SubjectInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Erasure_TextInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Escrow_Cancelled_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Escrow_Cancelled_TextInputs = {
    amount: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
    closed: NonNullable<unknown>;
    days: NonNullable<unknown>;
};
export type Mail_Escrow_Invoice_ChequeInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Escrow_Invoice_MovedInputs = {
    property: NonNullable<unknown>;
};
export type Mail_Escrow_Invoice_Moved_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    closingDate: NonNullable<unknown>;
};
export type Mail_Escrow_Invoice_No_Closing_DateInputs = {};
export type Mail_Escrow_Invoice_Pay_LeadInputs = {};
export type Mail_Escrow_Invoice_PlacedInputs = {
    property: NonNullable<unknown>;
};
export type Mail_Escrow_Invoice_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Mail_Escrow_Reminder_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Escrow_Reminder_TextInputs = {
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
    closed: NonNullable<unknown>;
    amount: NonNullable<unknown>;
    cancels: NonNullable<unknown>;
};
export type Mail_HelloInputs = {};
export type Mail_Hello_NameInputs = {
    name: NonNullable<unknown>;
};
export type Mail_Label_Amount_DueInputs = {};
export type Mail_Label_Amount_PaidInputs = {};
export type Mail_Label_BuyerInputs = {};
export type Mail_Label_Charged_TodayInputs = {};
export type Mail_Label_Closing_DateInputs = {};
export type Mail_Label_ContractInputs = {};
export type Mail_Label_Contract_NumberInputs = {};
export type Mail_Label_Coverage_EndedInputs = {};
export type Mail_Label_Coverage_EndsInputs = {};
export type Mail_Label_Coverage_StartsInputs = {};
export type Mail_Label_DueInputs = {};
export type Mail_Label_MonthlyInputs = {};
export type Mail_Label_Monthly_PaymentInputs = {};
export type Mail_Label_PlanInputs = {};
export type Mail_Label_PropertyInputs = {};
export type Mail_Label_ReferenceInputs = {};
export type Mail_Label_RefundedInputs = {};
export type Mail_Label_RequestInputs = {};
export type Mail_Label_TotalInputs = {};
export type Mail_Label_YearlyInputs = {};
export type Mail_Monthly_Declined_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Monthly_Declined_Text_FinalInputs = {
    amount: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Mail_Monthly_Declined_Text_RetryInputs = {
    amount: NonNullable<unknown>;
    reason: NonNullable<unknown>;
    retry: NonNullable<unknown>;
};
export type Mail_Newsletter_Confirm_LeadInputs = {};
export type Mail_Newsletter_Confirm_NoteInputs = {};
export type Mail_Newsletter_Confirm_SubjectInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Newsletter_Confirm_TextInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Newsletter_UnsubscribeInputs = {};
export type Mail_Newsletter_Unsubscribe_TextInputs = {};
export type Mail_Order_Charged_CardInputs = {
    amount: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
};
export type Mail_Order_CompletedInputs = {};
export type Mail_Order_Create_PasswordInputs = {};
export type Mail_Order_Escrow_DueInputs = {};
export type Mail_Order_Link_OnceInputs = {
    days: NonNullable<unknown>;
};
export type Mail_Order_Starts_At_ClosingInputs = {};
export type Mail_Order_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Owner_Confirm_AddedInputs = {};
export type Mail_Owner_Confirm_Not_MineInputs = {};
export type Mail_Owner_Confirm_PlacedInputs = {
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
};
export type Mail_Owner_Confirm_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Password_Create_SubjectInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Password_Create_TextInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Password_Link_ExpiryInputs = {
    minutes: NonNullable<unknown>;
};
export type Mail_Password_Reset_SubjectInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Password_Reset_TextInputs = {};
export type Mail_Questions_CallInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Mail_Receipt_CardInputs = {
    cardType: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
};
export type Mail_Receipt_Monthly_SubjectInputs = {
    brand: NonNullable<unknown>;
    period: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Receipt_Monthly_TextInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
    period: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Receipt_Renewal_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Receipt_Renewal_TextInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
    oldPolicyNumber: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    starts: NonNullable<unknown>;
};
export type Mail_Receipt_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Receipt_TextInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
    what: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Refund_Refused_OrderInputs = {
    amount: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Refund_Service_Call_FeeInputs = {
    amount: NonNullable<unknown>;
    serviceRequestNumber: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Refund_StatementInputs = {};
export type Mail_Refund_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Renewal_Declined_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
};
export type Mail_Renewal_Declined_TextInputs = {
    amount: NonNullable<unknown>;
    oldPolicyNumber: NonNullable<unknown>;
    reason: NonNullable<unknown>;
};
export type Mail_Renewal_Reminder_LeadInputs = {};
export type Mail_Renewal_Reminder_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Mail_Renewal_Reminder_TextInputs = {
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
    ends: NonNullable<unknown>;
};
export type Mail_Renewed_Charge_CardInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
    starts: NonNullable<unknown>;
};
export type Mail_Renewed_Charge_Monthly_CardInputs = {
    amount: NonNullable<unknown>;
    card: NonNullable<unknown>;
    starts: NonNullable<unknown>;
};
export type Mail_Renewed_Charge_Monthly_No_CardInputs = {
    amount: NonNullable<unknown>;
    starts: NonNullable<unknown>;
};
export type Mail_Renewed_Charge_No_CardInputs = {
    amount: NonNullable<unknown>;
    starts: NonNullable<unknown>;
};
export type Mail_Renewed_SubjectInputs = {
    brand: NonNullable<unknown>;
    policyNumber: NonNullable<unknown>;
    starts: NonNullable<unknown>;
};
export type Mail_Renewed_TextInputs = {
    policyNumber: NonNullable<unknown>;
    address: NonNullable<unknown>;
    starts: NonNullable<unknown>;
    renewalPolicyNumber: NonNullable<unknown>;
};
export type Mail_Thank_YouInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Unsubscribe_Page_DoneInputs = {
    email: NonNullable<unknown>;
};
export type Mail_Unsubscribe_Page_Done_TitleInputs = {};
export type Mail_Unsubscribe_Page_InvalidInputs = {};
export type Mail_Unsubscribe_Page_Invalid_TitleInputs = {};
export type Mail_Unsubscribe_Page_TextInputs = {
    email: NonNullable<unknown>;
};
export type Mail_Unsubscribe_Page_TitleInputs = {
    brand: NonNullable<unknown>;
};
export type Mail_Visit_ArrivedInputs = {
    name: NonNullable<unknown>;
};
export type Mail_Visit_Arrived_SubjectInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Mail_Visit_CompleteInputs = {
    name: NonNullable<unknown>;
};
export type Mail_Visit_Complete_SubjectInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Mail_Visit_FollowInputs = {
    serviceRequestNumber: NonNullable<unknown>;
    workOrderId: NonNullable<unknown>;
};
export type Mail_Visit_On_My_WayInputs = {
    name: NonNullable<unknown>;
};
export type Mail_Visit_On_My_Way_EtaInputs = {
    name: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
};
export type Mail_Visit_On_My_Way_SubjectInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Mail_Work_Order_BookedInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Mail_Work_Order_Booked_SubjectInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Mail_Work_Order_ChangeInputs = {};
export type Mail_Work_Order_ChooseInputs = {};
export type Mail_Work_Order_Keep_PrivateInputs = {};
export type Mail_Work_Order_SentInputs = {
    serviceRequestNumber: NonNullable<unknown>;
    item: NonNullable<unknown>;
    company: NonNullable<unknown>;
    workOrderId: NonNullable<unknown>;
};
export type Mail_Work_Order_SubjectInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Not_Found_Page_TitleInputs = {};
export type Notices_Always_SentInputs = {};
export type Notices_BackInputs = {};
export type Notices_Channel_EmailInputs = {};
export type Notices_Channel_PushInputs = {};
export type Notices_Channel_TextInputs = {};
export type Notices_IntroInputs = {};
export type Notices_Kind_Claim_DecisionInputs = {};
export type Notices_Kind_Claim_UpdatesInputs = {};
export type Notices_Kind_Payment_FailedInputs = {};
export type Notices_Kind_ReceiptsInputs = {};
export type Notices_Kind_Renewal_RemindersInputs = {};
export type Notices_Kind_Technician_VisitInputs = {};
export type Notices_Kind_Visit_ScheduledInputs = {};
export type Notices_LinkInputs = {};
export type Notices_Link_TextInputs = {};
export type Notices_Load_FailedInputs = {};
export type Notices_No_DeviceInputs = {};
export type Notices_OpenInputs = {};
export type Notices_RetryInputs = {};
export type Notices_Save_FailedInputs = {};
export type Notices_SavedInputs = {};
export type Notices_Switch_LabelInputs = {
    kind: NonNullable<unknown>;
    channel: NonNullable<unknown>;
};
export type Notices_Texts_OffInputs = {};
export type Notices_TitleInputs = {};
export type Offline_Page_Not_Saved_TextInputs = {};
export type Offline_Page_Not_Saved_TitleInputs = {};
export type Offline_Page_Saved_ListInputs = {};
export type Offline_Page_Saved_NoneInputs = {};
export type Order_Addon_IncludedInputs = {};
export type Order_Addon_LessInputs = {
    name: NonNullable<unknown>;
};
export type Order_Addon_MoreInputs = {
    name: NonNullable<unknown>;
};
export type Order_AddonsInputs = {};
export type Order_Addons_NoneInputs = {};
export type Order_Address_Did_You_MeanInputs = {
    address: NonNullable<unknown>;
};
export type Order_Address_UseInputs = {};
export type Order_Auto_RenewInputs = {};
export type Order_BackInputs = {};
export type Order_Billing_CityInputs = {};
export type Order_Billing_City_RequiredInputs = {};
export type Order_Billing_SameInputs = {};
export type Order_Billing_StateInputs = {};
export type Order_Billing_State_RequiredInputs = {};
export type Order_Billing_StreetInputs = {};
export type Order_Billing_Street_RequiredInputs = {};
export type Order_Billing_ZipInputs = {};
export type Order_Billing_Zip_RequiredInputs = {};
export type Order_Buyers_CreditInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Buyers_Credit_AppliedInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Buyers_Credit_ApplyInputs = {
    count: NonNullable<unknown>;
};
export type Order_Card_EnterInputs = {};
export type Order_Card_ExpiredInputs = {};
export type Order_Card_Frame_TitleInputs = {};
export type Order_Card_HintInputs = {};
export type Order_Card_LabelInputs = {
    brand: NonNullable<unknown>;
    lastFour: NonNullable<unknown>;
    expires: NonNullable<unknown>;
};
export type Order_Card_LegendInputs = {};
export type Order_Card_Needs_EmailInputs = {};
export type Order_Card_OfflineInputs = {};
export type Order_Card_Open_AgainInputs = {};
export type Order_Card_Open_FailedInputs = {};
export type Order_Card_Open_LostInputs = {};
export type Order_Card_OpeningInputs = {};
export type Order_Card_Read_FailedInputs = {};
export type Order_Card_Read_LostInputs = {};
export type Order_Card_ReadingInputs = {};
export type Order_Card_RequiredInputs = {};
export type Order_Card_Try_AgainInputs = {};
export type Order_Card_Use_DifferentInputs = {};
export type Order_Check_BodyInputs = {
    field: NonNullable<unknown>;
    problem: NonNullable<unknown>;
};
export type Order_Choose_Plan_To_RenewInputs = {};
export type Order_Choose_Plan_To_UpgradeInputs = {};
export type Order_Choose_StateInputs = {};
export type Order_CityInputs = {};
export type Order_City_RequiredInputs = {};
export type Order_Close_DateInputs = {};
export type Order_Close_Date_RequiredInputs = {};
export type Order_Compare_AddsInputs = {
    below: NonNullable<unknown>;
};
export type Order_Compare_Adds_NothingInputs = {
    below: NonNullable<unknown>;
};
export type Order_Compare_CoversInputs = {};
export type Order_Compare_IntroInputs = {};
export type Order_Compare_LacksInputs = {
    below: NonNullable<unknown>;
};
export type Order_Compare_PlansInputs = {};
export type Order_Confirm_Owner_ContractInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Order_Confirm_Owner_NoInputs = {};
export type Order_Confirm_Owner_NoteInputs = {};
export type Order_Confirm_Owner_QuestionInputs = {};
export type Order_Confirm_Owner_TitleInputs = {};
export type Order_Confirm_Owner_YesInputs = {};
export type Order_Confirmation_Agent_LeadInputs = {
    client: NonNullable<unknown>;
    brand: NonNullable<unknown>;
};
export type Order_Confirmation_Amount_PaidInputs = {};
export type Order_Confirmation_Coverage_StartsInputs = {};
export type Order_Confirmation_Monthly_PaymentInputs = {};
export type Order_Confirmation_Next_TitleInputs = {};
export type Order_Confirmation_NoneInputs = {};
export type Order_Confirmation_Policy_NumberInputs = {};
export type Order_Confirmation_StartInputs = {};
export type Order_Confirmation_Starts_At_CloseInputs = {};
export type Order_Confirmation_TitleInputs = {};
export type Order_Consumer_DescriptionInputs = {};
export type Order_Contact_EmailInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_First_NameInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_Last_NameInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_PhoneInputs = {
    person: NonNullable<unknown>;
};
export type Order_Contact_PreferencesInputs = {};
export type Order_Contact_SmsInputs = {};
export type Order_Contact_Sms_HintInputs = {};
export type Order_Contact_Sms_PhoneInputs = {};
export type Order_Contact_Welcome_CallInputs = {};
export type Order_Convert_FailedInputs = {
    phone: NonNullable<unknown>;
};
export type Order_Coupon_AppliedInputs = {
    code: NonNullable<unknown>;
};
export type Order_Coupon_Applied_AmountInputs = {
    code: NonNullable<unknown>;
    amount: NonNullable<unknown>;
};
export type Order_Coupon_ApplyInputs = {};
export type Order_Coupon_CheckingInputs = {};
export type Order_Coupon_CodeInputs = {};
export type Order_Coverage_LengthInputs = {};
export type Order_Create_Password_FailedInputs = {};
export type Order_Create_Password_SentInputs = {
    email: NonNullable<unknown>;
};
export type Order_Create_Password_TextInputs = {
    email: NonNullable<unknown>;
};
export type Order_Create_Password_TitleInputs = {};
export type Order_Credit_ApplyInputs = {};
export type Order_Credit_AvailableInputs = {
    amount: NonNullable<unknown>;
};
export type Order_DeclinedInputs = {};
export type Order_Due_At_ClosingInputs = {};
export type Order_Due_NowInputs = {};
export type Order_Due_TodayInputs = {};
export type Order_Enter_Another_CardInputs = {};
export type Order_Escrow_CompanyInputs = {};
export type Order_Escrow_NoteInputs = {};
export type Order_Escrow_OfficerInputs = {};
export type Order_Escrow_Officer_ChangeInputs = {};
export type Order_Escrow_Officer_ChosenInputs = {};
export type Order_Escrow_Officer_EmailInputs = {};
export type Order_Escrow_Officer_NameInputs = {};
export type Order_Failed_ConnectionInputs = {};
export type Order_Failed_UnknownInputs = {};
export type Order_Failed_With_ReasonInputs = {
    problem: NonNullable<unknown>;
};
export type Order_First_Name_RequiredInputs = {
    person: NonNullable<unknown>;
};
export type Order_For_BuyerInputs = {};
export type Order_For_LegendInputs = {};
export type Order_For_SellerInputs = {};
export type Order_Go_To_AccountInputs = {};
export type Order_Kept_WhyInputs = {
    paymentType: NonNullable<unknown>;
};
export type Order_Last_Name_RequiredInputs = {
    person: NonNullable<unknown>;
};
export type Order_Limits_CoveredInputs = {};
export type Order_Limits_FailedInputs = {};
export type Order_Limits_LimitsInputs = {};
export type Order_Limits_LinkInputs = {};
export type Order_Limits_Not_CoveredInputs = {};
export type Order_Limits_TitleInputs = {};
export type Order_LoadingInputs = {};
export type Order_Loading_PlanInputs = {};
export type Order_LoginInputs = {};
export type Order_Login_To_RenewInputs = {};
export type Order_Login_To_UpgradeInputs = {};
export type Order_Next_AccountInputs = {
    email: NonNullable<unknown>;
};
export type Order_Next_Agent_AccountInputs = {};
export type Order_Next_Agent_EmailedInputs = {
    client: NonNullable<unknown>;
    email: NonNullable<unknown>;
};
export type Order_Next_Agent_EscrowInputs = {
    client: NonNullable<unknown>;
};
export type Order_Next_Agent_PaidInputs = {
    client: NonNullable<unknown>;
};
export type Order_Next_Awaiting_OwnerInputs = {
    email: NonNullable<unknown>;
};
export type Order_Next_EscrowInputs = {};
export type Order_Next_Keep_PolicyInputs = {
    phone: NonNullable<unknown>;
};
export type Order_Next_MonthlyInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Next_Paid_FullInputs = {};
export type Order_Next_StepInputs = {
    step: NonNullable<unknown>;
};
export type Order_NoInputs = {};
export type Order_Not_NowInputs = {};
export type Order_Not_PricedInputs = {};
export type Order_NowInputs = {};
export type Order_Offline_Card_Needs_ConnectionInputs = {};
export type Order_Offline_Needs_ConnectionInputs = {};
export type Order_Offline_QueuedInputs = {};
export type Order_Offline_Save_FailedInputs = {};
export type Order_OptionsInputs = {};
export type Order_Options_Need_PlanInputs = {};
export type Order_PaidInputs = {};
export type Order_Partner_Add_NewInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_Call_UsInputs = {
    phone: NonNullable<unknown>;
};
export type Order_Partner_ChangeInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_ChooseInputs = {};
export type Order_Partner_CompanyInputs = {};
export type Order_Partner_EmailInputs = {};
export type Order_Partner_FindInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_Find_TitleInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_Login_To_AddInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_NameInputs = {};
export type Order_Partner_Name_RequiredInputs = {};
export type Order_Partner_No_MatchInputs = {
    role: NonNullable<unknown>;
    term: NonNullable<unknown>;
};
export type Order_Partner_NoneInputs = {};
export type Order_Partner_Not_ListedInputs = {};
export type Order_Partner_NounInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_PhoneInputs = {};
export type Order_Partner_RemoveInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_ResultsInputs = {};
export type Order_Partner_SaveInputs = {};
export type Order_Partner_SavingInputs = {};
export type Order_Partner_SearchInputs = {};
export type Order_Partner_Search_FailedInputs = {};
export type Order_Partner_Search_HintInputs = {};
export type Order_Partner_Search_LabelInputs = {
    role: NonNullable<unknown>;
};
export type Order_Partner_SearchingInputs = {};
export type Order_Partner_Site_TextInputs = {};
export type Order_Partner_Site_TitleInputs = {};
export type Order_Party_LegendInputs = {};
export type Order_Party_RequiredInputs = {};
export type Order_Pay_EscrowInputs = {};
export type Order_Pay_FullInputs = {};
export type Order_Pay_LegendInputs = {};
export type Order_Pay_MonthlyInputs = {};
export type Order_Pay_Needs_EmailInputs = {};
export type Order_PlaceInputs = {};
export type Order_PlacingInputs = {};
export type Order_Plan_ChooseInputs = {};
export type Order_Plan_Choose_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Order_Plan_CurrentInputs = {};
export type Order_Plan_Hide_DetailsInputs = {};
export type Order_Plan_Listing_CoverageInputs = {
    text: NonNullable<unknown>;
};
export type Order_Plan_Load_ErrorInputs = {};
export type Order_Plan_Load_FailedInputs = {};
export type Order_Plan_LoadingInputs = {};
export type Order_Plan_Name_MonthlyInputs = {
    name: NonNullable<unknown>;
};
export type Order_Plan_Needs_PropertyInputs = {};
export type Order_Plan_Order_NowInputs = {};
export type Order_Plan_Order_Now_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Order_Plan_RequiredInputs = {};
export type Order_Plan_See_DetailsInputs = {};
export type Order_Plan_SelectedInputs = {};
export type Order_Plan_Selected_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Order_Prepaid_CallsInputs = {};
export type Order_Prepaid_NoneInputs = {};
export type Order_Price_Buyers_Credit_LeftInputs = {};
export type Order_Price_Changed_ConfirmInputs = {
    total: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Order_Price_Changed_TitleInputs = {};
export type Order_Price_Choose_PlanInputs = {};
export type Order_Price_DetailsInputs = {};
export type Order_Price_Due_At_Closing_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Price_Due_Now_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Price_Due_Today_AmountInputs = {
    amount: NonNullable<unknown>;
};
export type Order_Price_FailedInputs = {};
export type Order_Price_HideInputs = {};
export type Order_Price_MonthlyInputs = {
    price: NonNullable<unknown>;
};
export type Order_Price_Monthly_TotalInputs = {};
export type Order_Price_Offline_EstimateInputs = {};
export type Order_Price_Summary_LabelInputs = {};
export type Order_Price_TotalInputs = {};
export type Order_Price_Total_Due_At_ClosingInputs = {};
export type Order_Price_Total_Paid_In_FullInputs = {
    total: NonNullable<unknown>;
    monthly: NonNullable<unknown>;
};
export type Order_Price_Total_Paid_MonthlyInputs = {
    monthly: NonNullable<unknown>;
    monthlyYear: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Order_Price_UnavailableInputs = {};
export type Order_Price_UpdatingInputs = {};
export type Order_Price_Updating_ShortInputs = {};
export type Order_Price_Upgrade_UnavailableInputs = {};
export type Order_Price_YearlyInputs = {
    price: NonNullable<unknown>;
};
export type Order_Property_State_HintInputs = {
    state: NonNullable<unknown>;
};
export type Order_Property_TypeInputs = {};
export type Order_Property_Type_RequiredInputs = {};
export type Order_Queued_ClearInputs = {};
export type Order_Queued_DescribeInputs = {};
export type Order_Queued_DiscardInputs = {};
export type Order_Queued_LineInputs = {
    plan: NonNullable<unknown>;
    owner: NonNullable<unknown>;
    address: NonNullable<unknown>;
    total: NonNullable<unknown>;
};
export type Order_Queued_Not_PlacedInputs = {};
export type Order_Queued_OfflineInputs = {};
export type Order_Queued_PlacedInputs = {
    policyNumber: NonNullable<unknown>;
};
export type Order_Queued_Price_ChangedInputs = {
    total: NonNullable<unknown>;
    was: NonNullable<unknown>;
};
export type Order_Queued_Price_FailedInputs = {};
export type Order_Queued_RefusedInputs = {};
export type Order_Queued_Review_PriceInputs = {};
export type Order_Queued_Send_NowInputs = {};
export type Order_Queued_TitleInputs = {};
export type Order_Queued_WaitingInputs = {};
export type Order_Quick_BudgetInputs = {};
export type Order_Quick_ButtonInputs = {};
export type Order_Quick_FailedInputs = {};
export type Order_Quick_FindingInputs = {};
export type Order_Quick_HeadingInputs = {};
export type Order_Quick_ListingInputs = {};
export type Order_Quick_No_Plan_FitsInputs = {};
export type Order_Quick_Offline_No_PlansInputs = {};
export type Order_Quick_Plan_ChangeInputs = {};
export type Order_Quick_Plan_ChosenInputs = {
    plan: NonNullable<unknown>;
};
export type Order_Quick_State_RequiredInputs = {};
export type Order_Quick_SummaryInputs = {};
export type Order_Real_Estate_DescriptionInputs = {};
export type Order_Recent_Purchase_LegendInputs = {};
export type Order_Recent_Purchase_NoteInputs = {};
export type Order_RemoveInputs = {};
export type Order_Review_AddonInputs = {};
export type Order_Review_BuyerInputs = {};
export type Order_Review_Card_EndingInputs = {
    lastFour: NonNullable<unknown>;
};
export type Order_Review_Close_DateInputs = {
    date: NonNullable<unknown>;
};
export type Order_Review_CouponInputs = {
    code: NonNullable<unknown>;
};
export type Order_Review_EditInputs = {
    part: NonNullable<unknown>;
};
export type Order_Review_No_PlanInputs = {};
export type Order_Review_Ordered_ByInputs = {
    party: NonNullable<unknown>;
};
export type Order_Review_OwnerInputs = {};
export type Order_Review_PriceInputs = {};
export type Order_Review_Price_LaterInputs = {};
export type Order_Review_SellerInputs = {};
export type Order_Review_Service_FeeInputs = {
    fee: NonNullable<unknown>;
};
export type Order_Role_Agent_AssistantInputs = {};
export type Order_Role_Buyer_AgentInputs = {};
export type Order_Role_Escrow_OfficerInputs = {};
export type Order_Role_Home_BuyerInputs = {};
export type Order_Role_Listing_AgentInputs = {};
export type Order_Role_Loan_OfficerInputs = {};
export type Order_Seller_First_NameInputs = {};
export type Order_Seller_Last_NameInputs = {};
export type Order_SendingInputs = {};
export type Order_Service_FeeInputs = {};
export type Order_Service_Fee_FactInputs = {
    fee: NonNullable<unknown>;
};
export type Order_Service_Fee_OffsetInputs = {
    fee: NonNullable<unknown>;
    offset: NonNullable<unknown>;
};
export type Order_Site_Plans_ForInputs = {};
export type Order_Sms_Phone_IncompleteInputs = {};
export type Order_Something_WrongInputs = {};
export type Order_Sqft_Or_MoreInputs = {
    from: NonNullable<unknown>;
};
export type Order_Sqft_RangeInputs = {
    from: NonNullable<unknown>;
    to: NonNullable<unknown>;
};
export type Order_Square_FootageInputs = {};
export type Order_Start_DescriptionInputs = {};
export type Order_Start_HeadingInputs = {};
export type Order_Start_TitleInputs = {};
export type Order_StateInputs = {};
export type Order_Step_ContactsInputs = {};
export type Order_Step_CountInputs = {
    step: NonNullable<unknown>;
    count: NonNullable<unknown>;
};
export type Order_Step_OptionsInputs = {};
export type Order_Step_PartnersInputs = {};
export type Order_Step_PaymentInputs = {};
export type Order_Step_PlanInputs = {};
export type Order_Step_PropertyInputs = {};
export type Order_Step_ReviewInputs = {};
export type Order_Steps_LabelInputs = {};
export type Order_Street_AddressInputs = {};
export type Order_Terms_AgreeInputs = {};
export type Order_Terms_EnglishInputs = {};
export type Order_Terms_ReadInputs = {};
export type Order_Terms_RequiredInputs = {};
export type Order_Title_ConvertInputs = {};
export type Order_Title_NewInputs = {};
export type Order_Title_Real_EstateInputs = {};
export type Order_Title_RenewInputs = {};
export type Order_Title_UpgradeInputs = {};
export type Order_Type_HomeownerInputs = {};
export type Order_Type_Real_EstateInputs = {};
export type Order_Type_TitleInputs = {};
export type Order_Unit_MonthInputs = {};
export type Order_Unit_OptionalInputs = {};
export type Order_Unit_YearInputs = {};
export type Order_Updating_The_PriceInputs = {};
export type Order_Validation_OkInputs = {};
export type Order_YearsInputs = {
    count: NonNullable<unknown>;
};
export type Order_YesInputs = {};
export type Order_Zip_CodeInputs = {};
export type Order_Zip_InvalidInputs = {};
export type Page_Frame_LoadingInputs = {};
export type Page_Frame_NoscriptInputs = {};
export type Plans_Note_MonthlyInputs = {
    state: NonNullable<unknown>;
};
export type Plans_Note_YearlyInputs = {
    state: NonNullable<unknown>;
};
export type Plans_State_LabelInputs = {};
export type Privacy_Centre_Accept_AllInputs = {};
export type Privacy_Centre_Advertising_DescriptionInputs = {};
export type Privacy_Centre_Advertising_NameInputs = {};
export type Privacy_Centre_Analytics_DescriptionInputs = {};
export type Privacy_Centre_Analytics_NameInputs = {};
export type Privacy_Centre_Category_CommercialInputs = {};
export type Privacy_Centre_Category_IdentifiersInputs = {};
export type Privacy_Centre_Category_InferencesInputs = {};
export type Privacy_Centre_Category_Internet_ActivityInputs = {};
export type Privacy_Centre_Category_SensoryInputs = {};
export type Privacy_Centre_Functional_DescriptionInputs = {};
export type Privacy_Centre_Functional_NameInputs = {};
export type Privacy_Centre_Gpc_NoticeInputs = {};
export type Privacy_Centre_IntroInputs = {};
export type Privacy_Centre_Necessary_DescriptionInputs = {};
export type Privacy_Centre_Necessary_NameInputs = {};
export type Privacy_Centre_Purposes_LabelInputs = {};
export type Privacy_Centre_Read_MoreInputs = {};
export type Privacy_Centre_Reject_AllInputs = {};
export type Privacy_Centre_SaveInputs = {};
export type Privacy_Centre_SavedInputs = {};
export type Privacy_Centre_Sold_Or_SharedInputs = {};
export type Privacy_Choices_TitleInputs = {};
export type Push_BodyInputs = {};
export type Push_Cash_In_Lieu_OfferedInputs = {};
export type Push_Claim_Status_ChangedInputs = {};
export type Push_Device_DeniedInputs = {};
export type Push_Device_FailedInputs = {};
export type Push_Device_Not_AllowedInputs = {};
export type Push_Device_OffInputs = {};
export type Push_Device_OnInputs = {};
export type Push_Device_TitleInputs = {};
export type Push_Device_UnsupportedInputs = {};
export type Push_Technician_ArrivedInputs = {};
export type Push_Technician_Authorization_ApprovedInputs = {};
export type Push_Technician_Authorization_DeclinedInputs = {};
export type Push_Technician_New_DispatchInputs = {};
export type Push_Technician_On_The_WayInputs = {};
export type Push_Technician_Ticket_CancelledInputs = {};
export type Push_Technician_Ticket_ChangedInputs = {};
export type Push_Visit_CompleteInputs = {};
export type Push_Visit_ScheduledInputs = {};
export type Quote_Banner_ButtonInputs = {};
export type Quote_Banner_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Banner_TitleInputs = {};
export type Quote_Form_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Form_LabelInputs = {};
export type Quote_Form_Recent_PurchaseInputs = {};
export type Quote_Form_SubmitInputs = {};
export type Quote_Form_Thanks_TextInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Form_Thanks_TitleInputs = {};
export type Quote_Section_CallInputs = {
    phone: NonNullable<unknown>;
};
export type Quote_Section_Point_ContractorInputs = {};
export type Quote_Section_Point_PriceInputs = {};
export type Quote_Section_Point_StatesInputs = {};
export type Quote_Section_TextInputs = {};
export type Quote_Section_TitleInputs = {};
export type Reps_Call_LabelInputs = {
    name: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Reps_Email_LabelInputs = {
    name: NonNullable<unknown>;
};
export type Reps_Email_LinkInputs = {
    name: NonNullable<unknown>;
};
export type Reps_HeadingInputs = {};
export type Reps_IntroInputs = {};
export type Reps_List_LabelInputs = {
    state: NonNullable<unknown>;
};
export type Reps_Load_FailedInputs = {};
export type Reps_LoadingInputs = {};
export type Reps_Location_Timed_OutInputs = {};
export type Reps_Location_TitleInputs = {};
export type Reps_NoneInputs = {
    state: NonNullable<unknown>;
};
export type Reps_Photo_AltInputs = {
    name: NonNullable<unknown>;
};
export type Reps_State_LabelInputs = {};
export type Request_RepairInputs = {};
export type Resources_AllInputs = {};
export type Resources_BreadcrumbInputs = {};
export type Resources_Categories_LabelInputs = {};
export type Resources_Category_FailedInputs = {};
export type Resources_LinkInputs = {};
export type Resources_List_FailedInputs = {};
export type Resources_Load_MoreInputs = {};
export type Resources_LoadingInputs = {};
export type Resources_Newsletter_HeadingInputs = {};
export type Resources_Newsletter_LabelInputs = {};
export type Resources_Newsletter_PlaceholderInputs = {};
export type Resources_Newsletter_SubmitInputs = {};
export type Resources_Newsletter_TextInputs = {};
export type Resources_No_ArticlesInputs = {};
export type Resources_Recent_HeadingInputs = {};
export type Resources_Recent_IntroInputs = {};
export type Resources_RelatedInputs = {
    category: NonNullable<unknown>;
};
export type Resources_RetryInputs = {};
export type Resources_ShareInputs = {};
export type Resources_Share_EmailInputs = {};
export type Resources_Share_OnInputs = {
    network: NonNullable<unknown>;
};
export type Resources_Share_TitleInputs = {};
export type Resources_TitleInputs = {};
export type Resources_Unknown_Category_TextInputs = {};
export type Resources_Unknown_Category_TitleInputs = {};
export type Reviews_Contractor_HeadingInputs = {};
export type Reviews_Contractor_IntroInputs = {};
export type Reviews_Customer_HeadingInputs = {};
export type Reviews_Customer_IntroInputs = {};
export type Reviews_Homeowner_HeadingInputs = {};
export type Reviews_Homeowner_IntroInputs = {};
export type Reviews_Load_FailedInputs = {};
export type Reviews_LoadingInputs = {};
export type Reviews_Real_Estate_HeadingInputs = {};
export type Reviews_Real_Estate_IntroInputs = {};
export type Reviews_Show_AllInputs = {
    count: NonNullable<unknown>;
};
export type Reviews_Show_FewerInputs = {};
export type Reviews_StarsInputs = {
    rating: NonNullable<unknown>;
};
export type Sample_Contract_DescriptionInputs = {};
export type Sample_Contract_LoadingInputs = {};
export type Sample_Contract_MissingInputs = {};
export type Sample_Contract_PdfInputs = {};
export type Sample_Contract_TitleInputs = {};
export type Site_DescriptionInputs = {};
export type Site_Form_AddressInputs = {};
export type Site_Form_EmailInputs = {};
export type Site_Form_NameInputs = {};
export type Site_Form_NoInputs = {};
export type Site_Form_PhoneInputs = {};
export type Site_Form_SendingInputs = {};
export type Site_Form_YesInputs = {};
export type Site_Form_ZipInputs = {};
export type Skip_To_ContentInputs = {};
export type Sms_Cash_OfferInputs = {
    brand: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Sms_Claim_DecisionInputs = {
    brand: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Sms_HelpInputs = {
    brand: NonNullable<unknown>;
    phone: NonNullable<unknown>;
};
export type Sms_Payment_FailedInputs = {
    brand: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Sms_Technician_On_The_WayInputs = {
    brand: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Sms_Technician_On_The_Way_EtaInputs = {
    brand: NonNullable<unknown>;
    minutes: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Sms_Visit_BookedInputs = {
    brand: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Sms_Visit_MovedInputs = {
    brand: NonNullable<unknown>;
    link: NonNullable<unknown>;
};
export type Social_New_TabInputs = {};
export type State_Notice_Form_ChooseInputs = {};
export type State_Notice_Form_DetailsInputs = {};
export type State_Notice_Form_Details_Too_LongInputs = {
    max: NonNullable<unknown>;
};
export type State_Notice_Form_Email_InvalidInputs = {};
export type State_Notice_Form_Email_RequiredInputs = {};
export type State_Notice_Form_Failed_TextInputs = {
    phone: NonNullable<unknown>;
};
export type State_Notice_Form_Failed_TitleInputs = {};
export type State_Notice_Form_LabelInputs = {};
export type State_Notice_Form_Name_RequiredInputs = {};
export type State_Notice_Form_ReceivedInputs = {};
export type State_Notice_Form_StateInputs = {};
export type State_Notice_Form_State_InvalidInputs = {};
export type State_Notice_Form_State_RequiredInputs = {};
export type State_Notice_Form_SubmitInputs = {};
export type State_Notice_Form_TypeInputs = {};
export type State_Notice_Form_Type_AccessInputs = {};
export type State_Notice_Form_Type_CorrectionInputs = {};
export type State_Notice_Form_Type_DeletionInputs = {};
export type State_Notice_Form_Type_RequiredInputs = {};
export type Status_Update_BackInputs = {};
export type Status_Update_BookInputs = {};
export type Status_Update_Book_FailureInputs = {};
export type Status_Update_BookedInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Status_Update_Booked_NowInputs = {
    day: NonNullable<unknown>;
    time: NonNullable<unknown>;
};
export type Status_Update_BookingInputs = {};
export type Status_Update_Cancel_ButtonInputs = {};
export type Status_Update_Cancel_IntroInputs = {};
export type Status_Update_Cancel_PromptInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Status_Update_Cancel_ReasonInputs = {};
export type Status_Update_Cancel_TitleInputs = {};
export type Status_Update_Choose_AllInputs = {};
export type Status_Update_ClosedInputs = {};
export type Status_Update_DateInputs = {};
export type Status_Update_Date_HintInputs = {};
export type Status_Update_Date_RangeInputs = {};
export type Status_Update_End_WindowInputs = {};
export type Status_Update_HelpInputs = {
    phone: NonNullable<unknown>;
};
export type Status_Update_IntroInputs = {};
export type Status_Update_Load_FailedInputs = {};
export type Status_Update_LoadingInputs = {};
export type Status_Update_OfflineInputs = {};
export type Status_Update_ReadyInputs = {};
export type Status_Update_Reason_RequiredInputs = {};
export type Status_Update_Schedule_TitleInputs = {};
export type Status_Update_Start_WindowInputs = {};
export type Status_Update_SubmitInputs = {};
export type Status_Update_SubmittingInputs = {};
export type Status_Update_TitleInputs = {};
export type Status_Update_Try_AgainInputs = {};
export type Status_Update_Windows_OrInputs = {};
export type Status_Update_Windows_TitleInputs = {};
export type Status_Update_Work_OrderInputs = {
    workOrderId: NonNullable<unknown>;
};
export type Video_Support_CompanyInputs = {};
export type Video_Support_Consent_EmailInputs = {
    brand: NonNullable<unknown>;
    service: NonNullable<unknown>;
};
export type Video_Support_Consent_HintInputs = {};
export type Video_Support_Consent_PrivacyInputs = {};
export type Video_Support_EmailInputs = {};
export type Video_Support_First_NameInputs = {};
export type Video_Support_HeadingInputs = {
    service: NonNullable<unknown>;
};
export type Video_Support_IntroInputs = {
    service: NonNullable<unknown>;
};
export type Video_Support_Last_NameInputs = {};
export type Video_Support_PhoneInputs = {};
export type Video_Support_SendingInputs = {};
export type Video_Support_SubmitInputs = {};
export type Warranty_Link_Frame_TitleInputs = {
    policyId: NonNullable<unknown>;
};
export type Warranty_Link_TitleInputs = {};
export type Why_Award_TextInputs = {};
export type Why_Award_TitleInputs = {};
export type Why_Contractor_TextInputs = {};
export type Why_Contractor_TitleInputs = {};
export type Why_HeadingInputs = {
    brand: NonNullable<unknown>;
};
export type Why_IntroInputs = {
    brand: NonNullable<unknown>;
};
export type Why_Local_TextInputs = {};
export type Why_Local_TitleInputs = {};
export type Why_Parts_TextInputs = {};
export type Why_Parts_TitleInputs = {};
export type Why_People_TextInputs = {};
export type Why_People_TitleInputs = {};
export type Why_Savings_TextInputs = {};
export type Why_Savings_TitleInputs = {};
/**
* | output |
* | --- |
* | "Our awards could not be loaded just now. Please try again later." |
*
* @param {About_Awards_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_awards_failed: ((inputs?: About_Awards_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Awards and recognition" |
*
* @param {About_Awards_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_awards_heading: ((inputs?: About_Awards_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Awards_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} protects over 70,000 homeowners in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Meet our leadership, see our awards and get a free quote." |
*
* @param {About_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_description: ((inputs: About_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The company in figures" |
*
* @param {About_Figures_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_figures_heading: ((inputs?: About_Figures_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Figures_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Follow us" |
*
* @param {About_Follow_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_follow_heading: ((inputs?: About_Follow_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seasonal maintenance tips, stories from our contractors and news from the company." |
*
* @param {About_Follow_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_follow_intro: ((inputs?: About_Follow_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Follow_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For more than fifteen years we have helped families in the West keep their homes running, one furnace, water heater and refrigerator at a time." |
*
* @param {About_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_intro: ((inputs?: About_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our leadership team could not be loaded just now. Please try again later." |
*
* @param {About_Leadership_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_leadership_failed: ((inputs?: About_Leadership_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our leadership" |
*
* @param {About_Leadership_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_leadership_heading: ((inputs?: About_Leadership_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Leadership_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {About_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_loading: ((inputs?: About_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best in Region: 2014, 2015, 2016, 2019 and 2020" |
*
* @param {About_Logo_Best_In_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_best_in_region: ((inputs?: About_Logo_Best_In_RegionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Best_In_RegionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Consumer Trust Award 2025, Desert States Consumer Council" |
*
* @param {About_Logo_Consumer_TrustInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_consumer_trust: ((inputs?: About_Logo_Consumer_TrustInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Consumer_TrustInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accredited member of the Mountain West Home Services Alliance" |
*
* @param {About_Logo_Services_AllianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_services_alliance: ((inputs?: About_Logo_Services_AllianceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Services_AllianceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Member of the Western Home Warranty Association" |
*
* @param {About_Logo_Warranty_AssociationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logo_warranty_association: ((inputs?: About_Logo_Warranty_AssociationInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logo_Warranty_AssociationInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Awards and associations" |
*
* @param {About_Logos_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_logos_heading: ((inputs?: About_Logos_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Logos_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} is part of a larger family of home-services companies that includes sister home warranty brands. That gives us the purchasing power of a national gro..." |
*
* @param {About_Story_FamilyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_family: ((inputs: About_Story_FamilyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_FamilyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Who we are" |
*
* @param {About_Story_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_heading: ((inputs?: About_Story_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} is a residential service contract company headquartered in {city}. We cover the repair and replacement of the home systems and appliances that fail f..." |
*
* @param {About_Story_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_what: ((inputs: About_Story_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We serve homeowners, home buyers and sellers, and the real estate professionals who guide them in Arizona, Idaho, Nevada, Oregon, Texas and Utah. Our network..." |
*
* @param {About_Story_WhereInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_story_where: ((inputs?: About_Story_WhereInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_Story_WhereInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "About Our Company" |
*
* @param {About_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const about_title: ((inputs?: About_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<About_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no orders yet, so there are no invoices. Invoices of the orders you place show here." |
*
* @param {Account_Agent_Invoices_No_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_agent_invoices_no_orders: ((inputs?: Account_Agent_Invoices_No_OrdersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Agent_Invoices_No_OrdersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There are no invoices for your orders yet." |
*
* @param {Account_Agent_Invoices_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_agent_invoices_none: ((inputs?: Account_Agent_Invoices_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Agent_Invoices_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount" |
*
* @param {Account_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_amount: ((inputs?: Account_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I Agree, Turn It On" |
*
* @param {Account_Autopay_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_autopay_agree: ((inputs?: Account_Autopay_AgreeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Autopay_AgreeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "By turning it on, you agree to:" |
*
* @param {Account_Autopay_Agree_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_autopay_agree_lead: ((inputs?: Account_Autopay_Agree_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Autopay_Agree_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no saved card that can pay. Add one under Billing, then turn automatic payment on here." |
*
* @param {Account_Autopay_No_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_autopay_no_card: ((inputs?: Account_Autopay_No_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Account_Autopay_No_CardInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Autopay_No_CardInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "The card you choose pays the later charges of contract {policyNumber} as they fall due." |
*
* @param {Account_Autopay_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_autopay_note: ((inputs: Account_Autopay_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Autopay_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Turn On Automatic Payment" |
*
* @param {Account_Autopay_On_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_autopay_on_title: ((inputs?: Account_Autopay_On_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Autopay_On_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Account_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cancel: ((inputs?: Account_CancelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CancelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not cancel this contract. Please call us at {phone} for assistance." |
*
* @param {Account_Cancel_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cancel_failure: ((inputs: Account_Cancel_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} has been cancelled." |
*
* @param {Account_Cancel_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cancel_success: ((inputs: Account_Cancel_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cancel_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelling…" |
*
* @param {Account_CancellingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cancelling: ((inputs?: Account_CancellingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CancellingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Account_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card: ((inputs?: Account_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add a Card" |
*
* @param {Account_Card_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_add: ((inputs?: Account_Card_AddInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_AddInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has been saved." |
*
* @param {Account_Card_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_added: ((inputs?: Account_Card_AddedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_AddedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{card} · Default" |
*
* @param {Account_Card_Choice_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_choice_default: ((inputs: Account_Card_Choice_DefaultInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Choice_DefaultInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{card} (expired)" |
*
* @param {Account_Card_Choice_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_choice_expired: ((inputs: Account_Card_Choice_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Choice_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{card} (expired) · Default" |
*
* @param {Account_Card_Choice_Expired_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_choice_expired_default: ((inputs: Account_Card_Choice_Expired_DefaultInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Choice_Expired_DefaultInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Default" |
*
* @param {Account_Card_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_default: ((inputs?: Account_Card_DefaultInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_DefaultInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a Plan's Card" |
*
* @param {Account_Card_Default_For_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_default_for_plan: ((inputs?: Account_Card_Default_For_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Default_For_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Delete" |
*
* @param {Account_Card_DeleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_delete: ((inputs?: Account_Card_DeleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_DeleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not delete this card. Please call us at {phone} for assistance." |
*
* @param {Account_Card_Delete_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_delete_failure: ((inputs: Account_Card_Delete_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Delete_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Delete {card}" |
*
* @param {Account_Card_Delete_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_delete_label: ((inputs: Account_Card_Delete_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Delete_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Delete your {card}? It can no longer be used for payments." |
*
* @param {Account_Card_Delete_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_delete_question: ((inputs: Account_Card_Delete_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Delete_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Delete Card" |
*
* @param {Account_Card_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_delete_title: ((inputs?: Account_Card_Delete_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Delete_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has been deleted." |
*
* @param {Account_Card_DeletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_deleted: ((inputs?: Account_Card_DeletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_DeletedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has been deleted. {card} is now your default card." |
*
* @param {Account_Card_Deleted_New_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_deleted_new_default: ((inputs: Account_Card_Deleted_New_DefaultInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Deleted_New_DefaultInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Expiration (MM/YY)" |
*
* @param {Account_Card_Expiration_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_expiration_label: ((inputs?: Account_Card_Expiration_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Expiration_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "MM/YY" |
*
* @param {Account_Card_Expiration_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_expiration_placeholder: ((inputs?: Account_Card_Expiration_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Expiration_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card has expired." |
*
* @param {Account_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_expired: ((inputs?: Account_Card_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Account_Card_Expired_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_expired_badge: ((inputs?: Account_Card_Expired_BadgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Expired_BadgeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Expires {expires}" |
*
* @param {Account_Card_ExpiresInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_expires: ((inputs: Account_Card_ExpiresInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_ExpiresInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the expiration date as MM/YY." |
*
* @param {Account_Card_Expiry_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_expiry_invalid: ((inputs?: Account_Card_Expiry_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Expiry_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} ending {lastFour}, expires {expires}" |
*
* @param {Account_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_label: ((inputs: Account_Card_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{card} is now your default card." |
*
* @param {Account_Card_Made_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_made_default: ((inputs: Account_Card_Made_DefaultInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Made_DefaultInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Make default" |
*
* @param {Account_Card_Make_DefaultInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_make_default: ((inputs?: Account_Card_Make_DefaultInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Make_DefaultInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not change your default card. Please try again." |
*
* @param {Account_Card_Make_Default_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_make_default_failure: ((inputs?: Account_Card_Make_Default_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Make_Default_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Make {card} your default card" |
*
* @param {Account_Card_Make_Default_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_make_default_label: ((inputs: Account_Card_Make_Default_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Make_Default_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} ending {lastFour}" |
*
* @param {Account_Card_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_name: ((inputs: Account_Card_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No change" |
*
* @param {Account_Card_No_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_no_change: ((inputs?: Account_Card_No_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_No_ChangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pays" |
*
* @param {Account_Card_PaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_pays: ((inputs?: Account_Card_PaysInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_PaysInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pays no plan yet." |
*
* @param {Account_Card_Pays_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_pays_none: ((inputs?: Account_Card_Pays_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Pays_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Policy {policyNumber}" |
*
* @param {Account_Card_Pays_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_pays_policy: ((inputs: Account_Card_Pays_PolicyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Pays_PolicyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save Card" |
*
* @param {Account_Card_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_save: ((inputs?: Account_Card_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not save your card. Please call us at {phone} for assistance." |
*
* @param {Account_Card_Save_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_save_failure: ((inputs: Account_Card_Save_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Save_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your saved cards are up to date." |
*
* @param {Account_Card_SyncedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_synced: ((inputs?: Account_Card_SyncedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_SyncedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Update" |
*
* @param {Account_Card_UpdateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_update: ((inputs?: Account_Card_UpdateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_UpdateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Update Card" |
*
* @param {Account_Card_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_update_title: ((inputs?: Account_Card_Update_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Update_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your card has been updated." |
*
* @param {Account_Card_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_updated: ((inputs?: Account_Card_UpdatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_UpdatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Use it for a plan (optional)" |
*
* @param {Account_Card_Use_For_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_card_use_for_plan: ((inputs?: Account_Card_Use_For_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Card_Use_For_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your default card is offered first when you pay. Each card lists the plans it pays." |
*
* @param {Account_Cards_Default_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cards_default_note: ((inputs?: Account_Cards_Default_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cards_Default_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your saved cards could not be loaded. Please try again." |
*
* @param {Account_Cards_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cards_load_failure: ((inputs?: Account_Cards_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cards_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no saved cards. Add a card to pay invoices in one step and keep your monthly plan paid." |
*
* @param {Account_Cards_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cards_none: ((inputs?: Account_Cards_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cards_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sync Cards" |
*
* @param {Account_Cards_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cards_sync: ((inputs?: Account_Cards_SyncInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cards_SyncInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Syncing…" |
*
* @param {Account_Cards_SyncingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_cards_syncing: ((inputs?: Account_Cards_SyncingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Cards_SyncingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change Password" |
*
* @param {Account_Change_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_change_password: ((inputs?: Account_Change_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Change_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Account_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_close: ((inputs?: Account_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Completing…" |
*
* @param {Account_Complete_Order_CompletingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_complete_order_completing: ((inputs?: Account_Complete_Order_CompletingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Complete_Order_CompletingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Closing date" |
*
* @param {Account_Complete_Order_Date_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_complete_order_date_label: ((inputs?: Account_Complete_Order_Date_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Complete_Order_Date_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the closing date." |
*
* @param {Account_Complete_Order_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_complete_order_date_required: ((inputs?: Account_Complete_Order_Date_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Complete_Order_Date_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{planName} for {address} (contract {policyNumber}). Coverage starts on the closing date." |
*
* @param {Account_Complete_Order_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_complete_order_text: ((inputs: Account_Complete_Order_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Complete_Order_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Complete Order" |
*
* @param {Account_Complete_Order_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_complete_order_title: ((inputs?: Account_Complete_Order_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Complete_Order_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Account_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract: ((inputs?: Account_ContractInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_ContractInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Account_Contract_Class_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_class_active: ((inputs?: Account_Contract_Class_ActiveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Class_ActiveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Closing soon" |
*
* @param {Account_Contract_Class_Closing_SoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_class_closing_soon: ((inputs?: Account_Contract_Class_Closing_SoonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Class_Closing_SoonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upcoming" |
*
* @param {Account_Contract_Class_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_class_upcoming: ((inputs?: Account_Contract_Class_UpcomingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Class_UpcomingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage" |
*
* @param {Account_Contract_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_coverage: ((inputs?: Account_Contract_CoverageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_CoverageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{start} – {end}" |
*
* @param {Account_Contract_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_dates: ((inputs: Account_Contract_DatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_DatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber}" |
*
* @param {Account_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_number: ((inputs: Account_Contract_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Account_Contract_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_price: ((inputs?: Account_Contract_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} (paid at closing)" |
*
* @param {Account_Contract_Price_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_price_at_closing: ((inputs: Account_Contract_Price_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Price_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} a month" |
*
* @param {Account_Contract_Price_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_price_monthly: ((inputs: Account_Contract_Price_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Price_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew" |
*
* @param {Account_Contract_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_renew: ((inputs?: Account_Contract_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Starts at closing" |
*
* @param {Account_Contract_Starts_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_starts_at_closing: ((inputs?: Account_Contract_Starts_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Starts_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Starts at closing (estimated {date})" |
*
* @param {Account_Contract_Starts_At_Closing_EstimatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_starts_at_closing_estimated: ((inputs: Account_Contract_Starts_At_Closing_EstimatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Starts_At_Closing_EstimatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Active" |
*
* @param {Account_Contract_Status_ActiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_status_active: ((inputs?: Account_Contract_Status_ActiveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Status_ActiveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Contract_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_status_cancelled: ((inputs?: Account_Contract_Status_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Status_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Expired" |
*
* @param {Account_Contract_Status_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_status_expired: ((inputs?: Account_Contract_Status_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Status_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Account_Contract_Status_PendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_status_pending: ((inputs?: Account_Contract_Status_PendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Status_PendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Suspended" |
*
* @param {Account_Contract_Status_SuspendedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_status_suspended: ((inputs?: Account_Contract_Status_SuspendedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_Status_SuspendedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upgrade" |
*
* @param {Account_Contract_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_contract_upgrade: ((inputs?: Account_Contract_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Contract_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-ons" |
*
* @param {Account_Coverage_AddonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_coverage_addons: ((inputs?: Account_Coverage_AddonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coverage_AddonsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Account_Coverage_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_coverage_limits: ((inputs?: Account_Coverage_LimitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coverage_LimitsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits and exclusions of {item}" |
*
* @param {Account_Coverage_Limits_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_coverage_limits_label: ((inputs: Account_Coverage_Limits_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coverage_Limits_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The coverage could not be loaded. Please try again." |
*
* @param {Account_Coverage_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_coverage_load_failure: ((inputs?: Account_Coverage_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coverage_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No add-ons on this plan." |
*
* @param {Account_Coverage_No_AddonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_coverage_no_addons: ((inputs?: Account_Coverage_No_AddonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coverage_No_AddonsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan Limits and Exclusions" |
*
* @param {Account_Coverage_Plan_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_coverage_plan_limits: ((inputs?: Account_Coverage_Plan_LimitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Coverage_Plan_LimitsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a card." |
*
* @param {Account_Default_Card_Choose_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_default_card_choose_card: ((inputs?: Account_Default_Card_Choose_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_Card_Choose_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a plan." |
*
* @param {Account_Default_Card_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_default_card_choose_plan: ((inputs?: Account_Default_Card_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_Card_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan's monthly payments and any past due premium invoices are charged to this card." |
*
* @param {Account_Default_Card_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_default_card_note: ((inputs?: Account_Default_Card_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_Card_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan's card is saved. All past due premium invoices will be processed using this card." |
*
* @param {Account_Default_Card_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_default_card_success: ((inputs?: Account_Default_Card_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_Card_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Card for a Plan" |
*
* @param {Account_Default_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_default_card_title: ((inputs?: Account_Default_Card_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Default_Card_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Deleting…" |
*
* @param {Account_Delete_DeletingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_deleting: ((inputs?: Account_Delete_DeletingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_DeletingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep my account" |
*
* @param {Account_Delete_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_keep: ((inputs?: Account_Delete_KeepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_KeepInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{what}: {why}" |
*
* @param {Account_Delete_Kept_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_item: ((inputs: Account_Delete_Kept_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Delete_Kept_ItemInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Delete_Kept_ItemInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "We keep, without your name or contact details:" |
*
* @param {Account_Delete_Kept_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_lead: ((inputs?: Account_Delete_Kept_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Kept_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contracts, invoices and payments (amounts, dates, plan, covered address)" |
*
* @param {Account_Delete_Kept_Records_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_records_what: ((inputs?: Account_Delete_Kept_Records_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Kept_Records_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service-contract, tax and accounting records must be kept for the years the law requires." |
*
* @param {Account_Delete_Kept_Records_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_records_why: ((inputs?: Account_Delete_Kept_Records_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Kept_Records_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Completed service requests and their work orders" |
*
* @param {Account_Delete_Kept_Requests_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_requests_what: ((inputs?: Account_Delete_Kept_Requests_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Kept_Requests_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "They are part of the contract’s record and of the technician’s accounts, and may be needed to defend a claim." |
*
* @param {Account_Delete_Kept_Requests_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_requests_why: ((inputs?: Account_Delete_Kept_Requests_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Kept_Requests_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The gateway’s transaction number of each payment" |
*
* @param {Account_Delete_Kept_Transactions_WhatInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_transactions_what: ((inputs?: Account_Delete_Kept_Transactions_WhatInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Kept_Transactions_WhatInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It ties the payment to the bank’s records; saved cards themselves are removed from the gateway." |
*
* @param {Account_Delete_Kept_Transactions_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_kept_transactions_why: ((inputs?: Account_Delete_Kept_Transactions_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Kept_Transactions_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your password" |
*
* @param {Account_Delete_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_password: ((inputs?: Account_Delete_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Asked again to confirm that it is you." |
*
* @param {Account_Delete_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_password_hint: ((inputs?: Account_Delete_Password_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_Password_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your name, e-mail address, phones, saved cards, notices and the photos you sent will be erased, and you will be signed out everywhere. This cannot be undone." |
*
* @param {Account_Delete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_text: ((inputs?: Account_Delete_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Delete my account" |
*
* @param {Account_Delete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_delete_title: ((inputs?: Account_Delete_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Delete_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Account_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_details: ((inputs?: Account_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due" |
*
* @param {Account_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_due: ((inputs?: Account_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Account_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_email: ((inputs?: Account_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Account_Failed_Payment_BadgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_failed_payment_badge: ((inputs?: Account_Failed_Payment_BadgeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Failed_Payment_BadgeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due {due} · charge failed {failed}" |
*
* @param {Account_Failed_Payment_DatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_failed_payment_dates: ((inputs: Account_Failed_Payment_DatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Failed_Payment_DatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed payment" |
*
* @param {Account_Failed_Payment_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_failed_payment_description: ((inputs?: Account_Failed_Payment_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Failed_Payment_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} · {amount}" |
*
* @param {Account_Failed_Payment_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_failed_payment_heading: ((inputs: Account_Failed_Payment_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Failed_Payment_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "We could not charge your card for this payment. Please pay now with a saved card or a new one." |
* | "other" | "We could not charge your card for these payments. Please pay now with a saved card or a new one." |
*
* @param {Account_Failed_Payments_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_failed_payments_text: ((inputs: Account_Failed_Payments_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Failed_Payments_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed Payments" |
*
* @param {Account_Failed_Payments_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_failed_payments_title: ((inputs?: Account_Failed_Payments_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Failed_Payments_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add My Photo" |
*
* @param {Account_Flyer_Add_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_flyer_add_photo: ((inputs?: Account_Flyer_Add_PhotoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Flyer_Add_PhotoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change My Photo" |
*
* @param {Account_Flyer_Change_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_flyer_change_photo: ((inputs?: Account_Flyer_Change_PhotoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Flyer_Change_PhotoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download My Flyer" |
*
* @param {Account_Flyer_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_flyer_download: ((inputs?: Account_Flyer_DownloadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Flyer_DownloadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your flyer could not be downloaded. Please try again." |
*
* @param {Account_Flyer_Download_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_flyer_download_failure: ((inputs?: Account_Flyer_Download_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Flyer_Download_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This photo is too large. Choose one of at most {megabytes} MB." |
*
* @param {Account_Flyer_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_flyer_photo_too_large: ((inputs: Account_Flyer_Photo_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Flyer_Photo_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a JPEG or PNG photo." |
*
* @param {Account_Flyer_Photo_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_flyer_photo_type: ((inputs?: Account_Flyer_Photo_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Flyer_Photo_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "With your photo: {name}" |
*
* @param {Account_Flyer_With_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_flyer_with_photo: ((inputs: Account_Flyer_With_PhotoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Flyer_With_PhotoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order closes within 14 days." |
* | "other" | "{count} orders close within 14 days." |
*
* @param {Account_Glance_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_closing: ((inputs: Account_Glance_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "You have {count} notice." |
* | "other" | "You have {count} notices." |
*
* @param {Account_Glance_NoticesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_notices: ((inputs: Account_Glance_NoticesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_NoticesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} order has an amount due." |
* | "other" | "{count} orders have an amount due." |
*
* @param {Account_Glance_OwedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_owed: ((inputs: Account_Glance_OwedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_OwedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} payment is past due ({amount})." |
* | "other" | "{count} payments are past due ({amount})." |
*
* @param {Account_Glance_Past_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_past_due: ((inputs: Account_Glance_Past_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_Past_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay Now" |
*
* @param {Account_Glance_Pay_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_pay_now: ((inputs?: Account_Glance_Pay_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_Pay_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Read Notices" |
*
* @param {Account_Glance_Read_NoticesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_read_notices: ((inputs?: Account_Glance_Read_NoticesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_Read_NoticesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "See Orders" |
*
* @param {Account_Glance_See_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_see_orders: ((inputs?: Account_Glance_See_OrdersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_See_OrdersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Needs Your Attention" |
*
* @param {Account_Glance_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_glance_title: ((inputs?: Account_Glance_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Glance_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice" |
*
* @param {Account_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice: ((inputs?: Account_InvoiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_InvoiceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The invoice details could not be loaded. Please try again." |
*
* @param {Account_Invoice_Details_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_details_load_failure: ((inputs?: Account_Invoice_Details_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_Details_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice Details" |
*
* @param {Account_Invoice_Details_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_details_title: ((inputs?: Account_Invoice_Details_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_Details_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} · due {due}" |
*
* @param {Account_Invoice_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_line: ((inputs: Account_Invoice_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_LineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} · due {due} · paid {paid}" |
*
* @param {Account_Invoice_Line_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_line_paid: ((inputs: Account_Invoice_Line_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_Line_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No payment has been made on this invoice yet." |
*
* @param {Account_Invoice_No_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_no_payments: ((inputs?: Account_Invoice_No_PaymentsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_No_PaymentsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} on {date}" |
*
* @param {Account_Invoice_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_payment: ((inputs: Account_Invoice_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{payment} · refunded to the card on {date}" |
*
* @param {Account_Invoice_Payment_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_payment_refunded: ((inputs: Account_Invoice_Payment_RefundedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_Payment_RefundedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} on {date} with {card}" |
*
* @param {Account_Invoice_Payment_With_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_payment_with_card: ((inputs: Account_Invoice_Payment_With_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_Payment_With_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Invoice_State_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_state_cancelled: ((inputs?: Account_Invoice_State_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_State_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due" |
*
* @param {Account_Invoice_State_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_state_due: ((inputs?: Account_Invoice_State_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_State_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{state} on {date}" |
*
* @param {Account_Invoice_State_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_state_on: ((inputs: Account_Invoice_State_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_State_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Invoice_State_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_state_paid: ((inputs?: Account_Invoice_State_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_State_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Past due" |
*
* @param {Account_Invoice_State_Past_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoice_state_past_due: ((inputs?: Account_Invoice_State_Past_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoice_State_Past_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The invoices could not be loaded. Please try again." |
*
* @param {Account_Invoices_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoices_load_failure: ((inputs?: Account_Invoices_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoices_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no plans yet, so there are no invoices. Order a plan from New Order." |
*
* @param {Account_Invoices_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoices_no_plans: ((inputs?: Account_Invoices_No_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoices_No_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no invoices yet. Invoices for your plans show here when they are due." |
*
* @param {Account_Invoices_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_invoices_none: ((inputs?: Account_Invoices_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Invoices_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Ledger_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_cancelled: ((inputs?: Account_Ledger_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Charge" |
*
* @param {Account_Ledger_ChargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_charge: ((inputs?: Account_Ledger_ChargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_ChargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Credit" |
*
* @param {Account_Ledger_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_credit: ((inputs?: Account_Ledger_CreditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_CreditInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Fee" |
*
* @param {Account_Ledger_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_fee: ((inputs?: Account_Ledger_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Account_Ledger_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_payment: ((inputs?: Account_Ledger_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid to you for a claim" |
*
* @param {Account_Ledger_PayoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_payout: ((inputs?: Account_Ledger_PayoutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_PayoutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan change" |
*
* @param {Account_Ledger_Plan_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_plan_change: ((inputs?: Account_Ledger_Plan_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_Plan_ChangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded to you" |
*
* @param {Account_Ledger_RefundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_ledger_refund: ((inputs?: Account_Ledger_RefundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Ledger_RefundInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Account_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_loading: ((inputs?: Account_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your saved cards…" |
*
* @param {Account_Loading_CardsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_loading_cards: ((inputs?: Account_Loading_CardsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Loading_CardsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing" |
*
* @param {Account_Menu_BillingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_billing: ((inputs?: Account_Menu_BillingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_BillingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoices" |
*
* @param {Account_Menu_InvoicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_invoices: ((inputs?: Account_Menu_InvoicesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_InvoicesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Account menu" |
*
* @param {Account_Menu_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_label: ((inputs?: Account_Menu_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Account_Menu_My_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_my_account: ((inputs?: Account_Menu_My_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_My_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My Plans" |
*
* @param {Account_Menu_My_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_my_plans: ((inputs?: Account_Menu_My_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_My_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New Order" |
*
* @param {Account_Menu_New_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_new_order: ((inputs?: Account_Menu_New_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_New_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notices" |
*
* @param {Account_Menu_NoticesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_notices: ((inputs?: Account_Menu_NoticesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_NoticesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Orders" |
*
* @param {Account_Menu_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_orders: ((inputs?: Account_Menu_OrdersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_OrdersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_Menu_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_profile: ((inputs?: Account_Menu_ProfileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_ProfileInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service Requests" |
*
* @param {Account_Menu_Service_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_menu_service_requests: ((inputs?: Account_Menu_Service_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Menu_Service_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail of the other account" |
*
* @param {Account_Merge_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_email_label: ((inputs?: Account_Merge_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the e-mail address of the other account." |
*
* @param {Account_Merge_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_email_required: ((inputs?: Account_Merge_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not consolidate your accounts. Please call us at {phone}, option 2." |
*
* @param {Account_Merge_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_failure: ((inputs: Account_Merge_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Merge now" |
*
* @param {Account_Merge_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_now: ((inputs?: Account_Merge_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "We found another account with your email address. Would you like to consolidate it into this one now? Plans, cards and notices move here. You will then be lo..." |
* | "other" | "We found {count} other accounts with your email address. Would you like to consolidate them into this one now? Plans, cards and notices move here. You will t..." |
*
* @param {Account_Merge_Offer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_offer_text: ((inputs: Account_Merge_Offer_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_Offer_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Password of the other account" |
*
* @param {Account_Merge_Password_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_password_label: ((inputs?: Account_Merge_Password_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_Password_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the password of the other account." |
*
* @param {Account_Merge_Password_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_password_required: ((inputs?: Account_Merge_Password_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_Password_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Move everything of {other} into this account ({email})? You will be logged out and sign in again with {email}." |
*
* @param {Account_Merge_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_question: ((inputs: Account_Merge_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Have another account with us, under another e-mail address? Sign in to it here to bring its plans, cards and notices into this account." |
*
* @param {Account_Merge_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_text: ((inputs?: Account_Merge_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Merge Accounts" |
*
* @param {Account_Merge_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merge_title: ((inputs?: Account_Merge_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Merge_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Merging…" |
*
* @param {Account_MergingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_merging: ((inputs?: Account_MergingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_MergingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agreed {date}" |
*
* @param {Account_My_Data_AgreedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_agreed: ((inputs: Account_My_Data_AgreedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_AgreedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agreed {date}, ended {ended}" |
*
* @param {Account_My_Data_Agreed_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_agreed_ended: ((inputs: Account_My_Data_Agreed_EndedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Agreed_EndedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download the archive (.tar.gz)" |
*
* @param {Account_My_Data_ArchiveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_archive: ((inputs?: Account_My_Data_ArchiveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_ArchiveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The archive holds the same data as files for other programs, with the photos you sent." |
*
* @param {Account_My_Data_Archive_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_archive_hint: ((inputs?: Account_My_Data_Archive_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Archive_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic payment of {policyNumber} with {card}" |
*
* @param {Account_My_Data_AutopayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_autopay: ((inputs: Account_My_Data_AutopayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_AutopayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic payment of {policyNumber}" |
*
* @param {Account_My_Data_Autopay_No_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_autopay_no_card: ((inputs: Account_My_Data_Autopay_No_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Autopay_No_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to your profile" |
*
* @param {Account_My_Data_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_back: ((inputs?: Account_My_Data_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Saved cards" |
*
* @param {Account_My_Data_CardsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_cards: ((inputs?: Account_My_Data_CardsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_CardsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What you agreed to" |
*
* @param {Account_My_Data_ConsentsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_consents: ((inputs?: Account_My_Data_ConsentsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_ConsentsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Covered {from} to {to}" |
*
* @param {Account_My_Data_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_covered: ((inputs: Account_My_Data_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download my data" |
*
* @param {Account_My_Data_DownloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_download: ((inputs?: Account_My_Data_DownloadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_DownloadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your data could not be downloaded. Please try again." |
*
* @param {Account_My_Data_Download_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_download_failure: ((inputs?: Account_My_Data_Download_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Download_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{fileName} is downloaded: you will find it with your downloads." |
*
* @param {Account_My_Data_DownloadedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_downloaded: ((inputs: Account_My_Data_DownloadedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_DownloadedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due {date}" |
*
* @param {Account_My_Data_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_due: ((inputs: Account_My_Data_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Files you sent" |
*
* @param {Account_My_Data_FilesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_files: ((inputs?: Account_My_Data_FilesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_FilesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoices" |
*
* @param {Account_My_Data_InvoicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_invoices: ((inputs?: Account_My_Data_InvoicesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_InvoicesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your data could not be prepared. Please try again." |
*
* @param {Account_My_Data_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_load_failure: ((inputs?: Account_My_Data_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Member since" |
*
* @param {Account_My_Data_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_member_since: ((inputs?: Account_My_Data_Member_SinceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Member_SinceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Messages: {count}" |
*
* @param {Account_My_Data_MessagesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_messages: ((inputs: Account_My_Data_MessagesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_MessagesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How each kind of message reaches you now. You can change it under How we reach you in your profile." |
*
* @param {Account_My_Data_Messages_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_messages_lead: ((inputs?: Account_My_Data_Messages_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Messages_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None." |
*
* @param {Account_My_Data_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_none: ((inputs?: Account_My_Data_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent to you" |
*
* @param {Account_My_Data_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_not_sent: ((inputs?: Account_My_Data_Not_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Not_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Opened {date}" |
*
* @param {Account_My_Data_OpenedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_opened: ((inputs: Account_My_Data_OpenedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_OpenedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ordered for the owner" |
*
* @param {Account_My_Data_Ordered_For_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_ordered_for_owner: ((inputs?: Account_My_Data_Ordered_For_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Ordered_For_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid {date}" |
*
* @param {Account_My_Data_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_paid_on: ((inputs: Account_My_Data_Paid_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Paid_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid {date} with {card}" |
*
* @param {Account_My_Data_Paid_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_paid_with: ((inputs: Account_My_Data_Paid_WithInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Paid_WithInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Account_My_Data_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_payments: ((inputs?: Account_My_Data_PaymentsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_PaymentsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Account_My_Data_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_plans: ((inputs?: Account_My_Data_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Preparing…" |
*
* @param {Account_My_Data_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_preparing: ((inputs?: Account_My_Data_PreparingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_PreparingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Print or save as PDF" |
*
* @param {Account_My_Data_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_print: ((inputs?: Account_My_Data_PrintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_PrintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Profile" |
*
* @param {Account_My_Data_ProfileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_profile: ((inputs?: Account_My_Data_ProfileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_ProfileInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Read it here" |
*
* @param {Account_My_Data_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_read: ((inputs?: Account_My_Data_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_ReadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prepared {date}. It holds:" |
*
* @param {Account_My_Data_Ready_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_ready_text: ((inputs: Account_My_Data_Ready_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Ready_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your data is ready" |
*
* @param {Account_My_Data_Ready_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_ready_title: ((inputs?: Account_My_Data_Ready_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Ready_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded {date}" |
*
* @param {Account_My_Data_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_refunded: ((inputs: Account_My_Data_RefundedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_RefundedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service requests" |
*
* @param {Account_My_Data_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_requests: ((inputs?: Account_My_Data_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sent {date}" |
*
* @param {Account_My_Data_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_sent: ((inputs: Account_My_Data_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contractor service agreement" |
*
* @param {Account_My_Data_Service_AgreementInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_service_agreement: ((inputs?: Account_My_Data_Service_AgreementInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Service_AgreementInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text message updates: off" |
*
* @param {Account_My_Data_Sms_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_sms_off: ((inputs?: Account_My_Data_Sms_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Sms_OffInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text message updates: on" |
*
* @param {Account_My_Data_Sms_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_sms_on: ((inputs?: Account_My_Data_Sms_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Sms_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Everything we hold about you, prepared {date}." |
*
* @param {Account_My_Data_Summary_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_summary_lead: ((inputs: Account_My_Data_Summary_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_Summary_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download a copy of what we hold about you: your profile, plans, invoices, payments, service requests and the photos you sent, in one archive. Or delete your ..." |
*
* @param {Account_My_Data_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_text: ((inputs?: Account_My_Data_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your Data" |
*
* @param {Account_My_Data_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_my_data_title: ((inputs?: Account_My_Data_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_My_Data_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Account_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_name: ((inputs?: Account_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Account_New_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_new_card: ((inputs?: Account_New_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_New_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Account_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_no: ((inputs?: Account_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Account_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_not_now: ((inputs?: Account_Not_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Not_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss" |
*
* @param {Account_Notice_DismissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notice_dismiss: ((inputs?: Account_Notice_DismissInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notice_DismissInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss {title}" |
*
* @param {Account_Notice_Dismiss_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notice_dismiss_label: ((inputs: Account_Notice_Dismiss_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notice_Dismiss_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Important" |
*
* @param {Account_Notice_ImportantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notice_important: ((inputs?: Account_Notice_ImportantInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notice_ImportantInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss All" |
*
* @param {Account_Notices_Dismiss_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notices_dismiss_all: ((inputs?: Account_Notices_Dismiss_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Dismiss_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss all {count} notices? They will no longer show in your account." |
*
* @param {Account_Notices_Dismiss_All_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notices_dismiss_all_question: ((inputs: Account_Notices_Dismiss_All_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Dismiss_All_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Dismiss All Notices" |
*
* @param {Account_Notices_Dismiss_All_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notices_dismiss_all_title: ((inputs?: Account_Notices_Dismiss_All_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Dismiss_All_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The notice could not be dismissed. Please try again." |
*
* @param {Account_Notices_Dismiss_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notices_dismiss_failure: ((inputs?: Account_Notices_Dismiss_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Dismiss_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your notices could not be loaded. Please try again." |
*
* @param {Account_Notices_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notices_load_failure: ((inputs?: Account_Notices_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no notices. We post news about your plans, payments and service requests here." |
*
* @param {Account_Notices_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_notices_none: ((inputs?: Account_Notices_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Notices_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. This needs a connection." |
*
* @param {Account_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_offline: ((inputs?: Account_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Account_Order_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_amount_due: ((inputs?: Account_Order_Amount_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Amount_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer: {name}" |
*
* @param {Account_Order_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_buyer: ((inputs: Account_Order_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel Order" |
*
* @param {Account_Order_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_cancel: ((inputs?: Account_Order_CancelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_CancelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel the {planName} order (contract {policyNumber}) for {address}? This cannot be undone here." |
*
* @param {Account_Order_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_cancel_question: ((inputs: Account_Order_Cancel_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Cancel_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change Closing Date" |
*
* @param {Account_Order_Change_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_change_closing_date: ((inputs?: Account_Order_Change_Closing_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Change_Closing_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The closing date could not be changed. Please try again." |
*
* @param {Account_Order_Closing_Change_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_closing_change_failure: ((inputs?: Account_Order_Closing_Change_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Closing_Change_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The closing date is now {date}." |
*
* @param {Account_Order_Closing_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_closing_changed: ((inputs: Account_Order_Closing_ChangedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Closing_ChangedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The closing date is now {date}. The invoice was e-mailed to the escrow officer again." |
*
* @param {Account_Order_Closing_Changed_ResentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_closing_changed_resent: ((inputs: Account_Order_Closing_Changed_ResentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Closing_Changed_ResentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{date} (in {days} days)" |
*
* @param {Account_Order_Closing_In_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_closing_in_days: ((inputs: Account_Order_Closing_In_DaysInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Closing_In_DaysInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{date} (today)" |
*
* @param {Account_Order_Closing_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_closing_today: ((inputs: Account_Order_Closing_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Closing_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{date} (tomorrow)" |
*
* @param {Account_Order_Closing_TomorrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_closing_tomorrow: ((inputs: Account_Order_Closing_TomorrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Closing_TomorrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Complete at Closing" |
*
* @param {Account_Order_Complete_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_complete_at_closing: ((inputs?: Account_Order_Complete_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Complete_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not complete this order. Please call us at {phone} for assistance." |
*
* @param {Account_Order_Complete_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_complete_failure: ((inputs: Account_Order_Complete_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Complete_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Convert to Full Coverage" |
*
* @param {Account_Order_ConvertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_convert: ((inputs?: Account_Order_ConvertInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_ConvertInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Escrow invoice" |
*
* @param {Account_Order_Escrow_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_escrow_invoice: ((inputs?: Account_Order_Escrow_InvoiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Escrow_InvoiceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated closing" |
*
* @param {Account_Order_Estimated_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_estimated_closing: ((inputs?: Account_Order_Estimated_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Estimated_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{status} by {officer} ({company})" |
*
* @param {Account_Order_Invoice_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_by: ((inputs: Account_Order_Invoice_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_ByInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{status} by {officer} ({company}) on {date}" |
*
* @param {Account_Order_Invoice_By_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_by_on: ((inputs: Account_Order_Invoice_By_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_By_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice cancelled" |
*
* @param {Account_Order_Invoice_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_cancelled: ((inputs?: Account_Order_Invoice_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice not sent: no escrow officer named" |
*
* @param {Account_Order_Invoice_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_not_sent: ((inputs?: Account_Order_Invoice_Not_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_Not_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{status} on {date}" |
*
* @param {Account_Order_Invoice_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_on: ((inputs: Account_Order_Invoice_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice paid" |
*
* @param {Account_Order_Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_paid: ((inputs?: Account_Order_Invoice_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice sent" |
*
* @param {Account_Order_Invoice_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_sent: ((inputs?: Account_Order_Invoice_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{status} to {officer} ({company})" |
*
* @param {Account_Order_Invoice_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_to: ((inputs: Account_Order_Invoice_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{status} to {officer} ({company}) on {date}" |
*
* @param {Account_Order_Invoice_To_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_to_on: ((inputs: Account_Order_Invoice_To_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_To_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invoice viewed" |
*
* @param {Account_Order_Invoice_ViewedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_invoice_viewed: ((inputs?: Account_Order_Invoice_ViewedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Invoice_ViewedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New closing date" |
*
* @param {Account_Order_New_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_new_closing_date: ((inputs?: Account_Order_New_Closing_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_New_Closing_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing due" |
*
* @param {Account_Order_Nothing_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_nothing_due: ((inputs?: Account_Order_Nothing_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Nothing_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{planName} for {address} (contract {policyNumber}): {amount}" |
*
* @param {Account_Order_Payment_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_payment_summary: ((inputs: Account_Order_Payment_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Order_Payment_SummaryInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Order_Payment_SummaryInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Agent Order Payment" |
*
* @param {Account_Order_Payment_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_payment_title: ((inputs?: Account_Order_Payment_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Payment_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{planName} · contract {policyNumber}" |
*
* @param {Account_Order_Plan_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_plan_line: ((inputs: Account_Order_Plan_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Plan_LineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{planName} (listing coverage) · contract {policyNumber}" |
*
* @param {Account_Order_Plan_Line_ListingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_plan_line_listing: ((inputs: Account_Order_Plan_Line_ListingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_Plan_Line_ListingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seller: {name}" |
*
* @param {Account_Order_SellerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_order_seller: ((inputs: Account_Order_SellerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Order_SellerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your orders could not be loaded. Please try again." |
*
* @param {Account_Orders_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_orders_load_failure: ((inputs?: Account_Orders_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Orders_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no orders yet. Place an order for your buyer or seller and it shows here until closing." |
*
* @param {Account_Orders_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_orders_none: ((inputs?: Account_Orders_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Account_Orders_NoneInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Orders_NoneInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Confirm this order" |
*
* @param {Account_Owner_Confirm_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_owner_confirm_label: ((inputs?: Account_Owner_Confirm_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Owner_Confirm_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This is not my order" |
*
* @param {Account_Owner_Confirm_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_owner_confirm_no: ((inputs?: Account_Owner_Confirm_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Owner_Confirm_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Someone ordered this plan for your home with your e-mail address while not signed in. It starts to cover you once you confirm it is yours." |
*
* @param {Account_Owner_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_owner_confirm_text: ((inputs?: Account_Owner_Confirm_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Owner_Confirm_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes, it is mine" |
*
* @param {Account_Owner_Confirm_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_owner_confirm_yes: ((inputs?: Account_Owner_Confirm_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Owner_Confirm_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Account_Pay_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_amount: ((inputs: Account_Pay_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay in full" |
*
* @param {Account_Pay_In_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_in_full: ((inputs?: Account_Pay_In_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_In_FullInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There are no monthly payments after this. Paying early has no discount." |
*
* @param {Account_Pay_In_Full_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_in_full_note: ((inputs?: Account_Pay_In_Full_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_In_Full_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Contract {policyNumber}: the {count} monthly payment left in this term, at the current price, {amount} in all." |
* | "other" | "Contract {policyNumber}: the {count} monthly payments left in this term, at the current price, {amount} in all." |
*
* @param {Account_Pay_In_Full_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_in_full_summary: ((inputs: Account_Pay_In_Full_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Pay_In_Full_SummaryInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Pay_In_Full_SummaryInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Pay the Rest of the Term" |
*
* @param {Account_Pay_In_Full_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_in_full_title: ((inputs?: Account_Pay_In_Full_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_In_Full_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Working it out…" |
*
* @param {Account_Pay_In_Full_WorkingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_in_full_working: ((inputs?: Account_Pay_In_Full_WorkingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_In_Full_WorkingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{description} for contract {policyNumber}: {amount}" |
*
* @param {Account_Pay_Invoice_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_invoice_summary: ((inputs: Account_Pay_Invoice_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Pay_Invoice_SummaryInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Pay_Invoice_SummaryInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Pay Invoice" |
*
* @param {Account_Pay_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_invoice_title: ((inputs?: Account_Pay_Invoice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_Invoice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Account_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_pay_with: ((inputs?: Account_Pay_WithInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Pay_WithInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paying…" |
*
* @param {Account_PayingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_paying: ((inputs?: Account_PayingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PayingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The connection was lost before the payment was confirmed. Please try again when you are online: the same payment is never charged twice." |
*
* @param {Account_Payment_Connection_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_payment_connection_lost: ((inputs?: Account_Payment_Connection_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Connection_LostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your card was declined, so nothing was charged. Please use another card or call your bank." |
*
* @param {Account_Payment_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_payment_declined: ((inputs?: Account_Payment_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not process your payment. Please check your billing information and try again. Please call us at {phone}, option 2." |
*
* @param {Account_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_payment_failure: ((inputs: Account_Payment_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Failed" |
*
* @param {Account_Payment_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_payment_failure_title: ((inputs?: Account_Payment_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payment Methods" |
*
* @param {Account_Payment_Methods_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_payment_methods_title: ((inputs?: Account_Payment_Methods_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Methods_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a saved card or enter a new card." |
*
* @param {Account_Payment_Needs_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_payment_needs_card: ((inputs?: Account_Payment_Needs_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Payment_Needs_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payments" |
*
* @param {Account_PaymentsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_payments: ((inputs?: Account_PaymentsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PaymentsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Account_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone: ((inputs?: Account_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Fax" |
*
* @param {Account_Phone_FaxInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone_fax: ((inputs?: Account_Phone_FaxInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Phone_FaxInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home" |
*
* @param {Account_Phone_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone_home: ((inputs?: Account_Phone_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Phone_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{number} ({type})" |
*
* @param {Account_Phone_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone_line: ((inputs: Account_Phone_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Phone_LineInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Phone_LineInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "{number} ({type}, primary)" |
*
* @param {Account_Phone_Line_PrimaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone_line_primary: ((inputs: Account_Phone_Line_PrimaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Phone_Line_PrimaryInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Phone_Line_PrimaryInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Mobile" |
*
* @param {Account_Phone_MobileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone_mobile: ((inputs?: Account_Phone_MobileInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Phone_MobileInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Other" |
*
* @param {Account_Phone_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone_other: ((inputs?: Account_Phone_OtherInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Phone_OtherInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Work" |
*
* @param {Account_Phone_WorkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phone_work: ((inputs?: Account_Phone_WorkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Phone_WorkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phones" |
*
* @param {Account_PhonesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_phones: ((inputs?: Account_PhonesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PhonesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Account_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan: ((inputs?: Account_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You agreed on {date}." |
*
* @param {Account_Plan_Agreed_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_agreed_on: ((inputs: Account_Plan_Agreed_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Agreed_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "At renewal" |
*
* @param {Account_Plan_At_RenewalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_at_renewal: ((inputs?: Account_Plan_At_RenewalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_At_RenewalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renews automatically" |
*
* @param {Account_Plan_Auto_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_auto_renew: ((inputs?: Account_Plan_Auto_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Auto_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic payment is off for contract {policyNumber}." |
*
* @param {Account_Plan_Automatic_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_automatic_off: ((inputs: Account_Plan_Automatic_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Automatic_OffInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic payment is on for contract {policyNumber}." |
*
* @param {Account_Plan_Automatic_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_automatic_on: ((inputs: Account_Plan_Automatic_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Automatic_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic payment" |
*
* @param {Account_Plan_AutopayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay: ((inputs?: Account_Plan_AutopayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_AutopayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card pays this plan’s later charges as you agreed:" |
*
* @param {Account_Plan_Autopay_As_AgreedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_as_agreed: ((inputs?: Account_Plan_Autopay_As_AgreedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_As_AgreedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card pays this plan’s later charges as they fall due." |
*
* @param {Account_Plan_Autopay_As_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_as_due: ((inputs?: Account_Plan_Autopay_As_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_As_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep It On" |
*
* @param {Account_Plan_Autopay_Keep_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_keep_on: ((inputs?: Account_Plan_Autopay_Keep_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_Keep_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Off" |
*
* @param {Account_Plan_Autopay_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_off: ((inputs?: Account_Plan_Autopay_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_OffInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No card will be charged for contract {policyNumber} by itself any more. Later payments will be invoiced, and you pay each one from your account." |
*
* @param {Account_Plan_Autopay_Off_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_off_question: ((inputs: Account_Plan_Autopay_Off_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_Off_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Turn Off Automatic Payment" |
*
* @param {Account_Plan_Autopay_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_off_title: ((inputs?: Account_Plan_Autopay_Off_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_Off_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "On, with a card that is not yours" |
*
* @param {Account_Plan_Autopay_On_Other_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_on_other_card: ((inputs?: Account_Plan_Autopay_On_Other_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_On_Other_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "On with {card}" |
*
* @param {Account_Plan_Autopay_On_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_on_with: ((inputs: Account_Plan_Autopay_On_WithInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_On_WithInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Turn Off" |
*
* @param {Account_Plan_Autopay_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_autopay_turn_off: ((inputs?: Account_Plan_Autopay_Turn_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Autopay_Turn_OffInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Balance" |
*
* @param {Account_Plan_BalanceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_balance: ((inputs?: Account_Plan_BalanceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_BalanceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} in your favor" |
*
* @param {Account_Plan_Balance_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_balance_credit: ((inputs: Account_Plan_Balance_CreditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Balance_CreditInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing owed" |
*
* @param {Account_Plan_Balance_NothingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_balance_nothing: ((inputs?: Account_Plan_Balance_NothingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Balance_NothingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} owed" |
*
* @param {Account_Plan_Balance_OwedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_balance_owed: ((inputs: Account_Plan_Balance_OwedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Balance_OwedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel Plan" |
*
* @param {Account_Plan_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_cancel: ((inputs?: Account_Plan_CancelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_CancelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel your {planName} plan (contract {policyNumber}) for {address}? Coverage ends and this cannot be undone here." |
*
* @param {Account_Plan_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_cancel_question: ((inputs: Account_Plan_Cancel_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Cancel_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not change this plan. Please call us at {phone} for assistance." |
*
* @param {Account_Plan_Change_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_change_failure: ((inputs: Account_Plan_Change_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Change_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Changes to {planName}" |
*
* @param {Account_Plan_Changes_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_changes_to: ((inputs: Account_Plan_Changes_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Changes_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Plan_Charge_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_charge_cancelled: ((inputs?: Account_Plan_Charge_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Charge_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Owed" |
*
* @param {Account_Plan_Charge_OwedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_charge_owed: ((inputs?: Account_Plan_Charge_OwedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Charge_OwedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Owed {amount}" |
*
* @param {Account_Plan_Charge_Owed_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_charge_owed_amount: ((inputs: Account_Plan_Charge_Owed_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Charge_Owed_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Account_Plan_Charge_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_charge_paid: ((inputs?: Account_Plan_Charge_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Charge_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan details could not be loaded. Please try again." |
*
* @param {Account_Plan_Details_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_details_load_failure: ((inputs?: Account_Plan_Details_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Details_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the plan details…" |
*
* @param {Account_Plan_Details_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_details_loading: ((inputs?: Account_Plan_Details_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Details_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It ends with its term unless you renew it." |
*
* @param {Account_Plan_EndsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_ends: ((inputs?: Account_Plan_EndsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_EndsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage ends on {date} unless you renew it." |
*
* @param {Account_Plan_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_ends_on: ((inputs: Account_Plan_Ends_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Ends_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hide details" |
*
* @param {Account_Plan_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_hide_details: ((inputs?: Account_Plan_Hide_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Hide_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Later payments will be invoiced, and you pay each one from your account." |
*
* @param {Account_Plan_Invoiced_InsteadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_invoiced_instead: ((inputs?: Account_Plan_Invoiced_InsteadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Invoiced_InsteadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan’s payments could not be loaded. Please try again." |
*
* @param {Account_Plan_Money_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_money_load_failure: ((inputs?: Account_Plan_Money_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Money_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the plan’s payments…" |
*
* @param {Account_Plan_Money_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_money_loading: ((inputs?: Account_Plan_Money_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Money_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing paid yet" |
*
* @param {Account_Plan_Nothing_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_nothing_paid: ((inputs?: Account_Plan_Nothing_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Nothing_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Account_Plan_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_owner: ((inputs?: Account_Plan_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} is paid for the rest of its term: there are no more monthly payments." |
*
* @param {Account_Plan_Paid_In_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_paid_in_full: ((inputs: Account_Plan_Paid_In_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Paid_In_FullInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid through" |
*
* @param {Account_Plan_Paid_ThroughInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_paid_through: ((inputs?: Account_Plan_Paid_ThroughInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Paid_ThroughInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not work out what is left to pay. Please call us at {phone} for assistance." |
*
* @param {Account_Plan_Quote_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_quote_failure: ((inputs: Account_Plan_Quote_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Quote_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It renews by itself." |
*
* @param {Account_Plan_RenewsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_renews: ((inputs?: Account_Plan_RenewsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_RenewsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It renews by itself when its term ends on {date}." |
*
* @param {Account_Plan_Renews_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_renews_on: ((inputs: Account_Plan_Renews_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Renews_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{label}: {value}" |
*
* @param {Account_Plan_SettingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_setting: ((inputs: Account_Plan_SettingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Plan_SettingInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Plan_SettingInputs, {
    locale?: "en" | "es";
}, {
    figure: {
        options: {};
        attributes: {};
        children: true;
    };
    term: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Payments and charges" |
*
* @param {Account_Plan_StatementInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_statement: ((inputs?: Account_Plan_StatementInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_StatementInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No payments or charges yet." |
*
* @param {Account_Plan_Statement_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_statement_empty: ((inputs?: Account_Plan_Statement_EmptyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Statement_EmptyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payments and charges, newest first" |
*
* @param {Account_Plan_Statement_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_statement_label: ((inputs?: Account_Plan_Statement_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Statement_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Term" |
*
* @param {Account_Plan_TermInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_term: ((inputs?: Account_Plan_TermInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_TermInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} year" |
* | "other" | "{count} years" |
*
* @param {Account_Plan_Term_YearsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plan_term_years: ((inputs: Account_Plan_Term_YearsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plan_Term_YearsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Details & coverage" |
*
* @param {Account_Plans_Details_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plans_details_coverage: ((inputs?: Account_Plans_Details_CoverageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Details_CoverageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your plans could not be loaded. Please try again." |
*
* @param {Account_Plans_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plans_load_failure: ((inputs?: Account_Plans_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Plans_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no plans yet. Order a plan to protect your home's systems and appliances." |
*
* @param {Account_Plans_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_plans_none: ((inputs?: Account_Plans_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Account_Plans_NoneInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Plans_NoneInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Add a Phone" |
*
* @param {Account_Profile_Add_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_add_phone: ((inputs?: Account_Profile_Add_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Add_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Edit Profile" |
*
* @param {Account_Profile_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_edit: ((inputs?: Account_Profile_EditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_EditInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your e-mail address, {email}, is your user name and stays as it is." |
*
* @param {Account_Profile_Email_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_email_note: ((inputs: Account_Profile_Email_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Email_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not save your profile. Please call us at {phone} for assistance." |
*
* @param {Account_Profile_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_failure: ((inputs: Account_Profile_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "First name" |
*
* @param {Account_Profile_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_first_name: ((inputs?: Account_Profile_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your first name." |
*
* @param {Account_Profile_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_first_name_required: ((inputs?: Account_Profile_First_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_First_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Account_Profile_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_language: ((inputs?: Account_Profile_LanguageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_LanguageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The language of this site, our e-mails and our text messages to you." |
*
* @param {Account_Profile_Language_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_language_hint: ((inputs?: Account_Profile_Language_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Language_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Last name" |
*
* @param {Account_Profile_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_last_name: ((inputs?: Account_Profile_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your last name." |
*
* @param {Account_Profile_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_last_name_required: ((inputs?: Account_Profile_Last_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Last_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None on file. Add one with Edit Profile." |
*
* @param {Account_Profile_No_PhonesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_no_phones: ((inputs?: Account_Profile_No_PhonesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_No_PhonesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Account_Profile_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_phone_incomplete: ((inputs?: Account_Profile_Phone_IncompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Phone_IncompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{number} ({type})" |
*
* @param {Account_Profile_Phone_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_phone_line: ((inputs: Account_Profile_Phone_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Phone_LineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{number} ({type}, primary)" |
*
* @param {Account_Profile_Phone_Line_PrimaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_phone_line_primary: ((inputs: Account_Profile_Phone_Line_PrimaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Phone_Line_PrimaryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone {n}" |
*
* @param {Account_Profile_Phone_NInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_phone_n: ((inputs: Account_Profile_Phone_NInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Phone_NInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Type" |
*
* @param {Account_Profile_Phone_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_phone_type: ((inputs?: Account_Profile_Phone_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Phone_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Primary" |
*
* @param {Account_Profile_PrimaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_primary: ((inputs?: Account_Profile_PrimaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_PrimaryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove phone {n}" |
*
* @param {Account_Profile_Remove_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_remove_phone: ((inputs: Account_Profile_Remove_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Remove_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your profile has been saved." |
*
* @param {Account_Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_saved: ((inputs?: Account_Profile_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the mobile number to send text messages to." |
*
* @param {Account_Profile_Sms_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_sms_phone_required: ((inputs?: Account_Profile_Sms_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Sms_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A profile keeps at most {count} phone numbers." |
*
* @param {Account_Profile_Too_Many_PhonesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_profile_too_many_phones: ((inputs: Account_Profile_Too_Many_PhonesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Profile_Too_Many_PhonesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Account_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_property: ((inputs?: Account_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Account_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_remove: ((inputs?: Account_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_RemoveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save" |
*
* @param {Account_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_save: ((inputs?: Account_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Account_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_saving: ((inputs?: Account_SavingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_SavingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get updates about your service requests by text message." |
*
* @param {Account_Sms_OfferInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sms_offer: ((inputs?: Account_Sms_OfferInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sms_OfferInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You get updates about your service requests by text message." |
*
* @param {Account_Sms_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sms_on: ((inputs?: Account_Sms_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sms_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Mobile number" |
*
* @param {Account_Sms_Phone_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sms_phone_label: ((inputs?: Account_Sms_Phone_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sms_Phone_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the mobile number to text as ###-###-####." |
*
* @param {Account_Sms_Phone_ProblemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sms_phone_problem: ((inputs?: Account_Sms_Phone_ProblemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sms_Phone_ProblemInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text Me Updates" |
*
* @param {Account_Sms_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sms_sign_up: ((inputs?: Account_Sms_Sign_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sms_Sign_UpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Signing up…" |
*
* @param {Account_Sms_Signing_UpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sms_signing_up: ((inputs?: Account_Sms_Signing_UpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sms_Signing_UpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text Message Updates" |
*
* @param {Account_Sms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sms_title: ((inputs?: Account_Sms_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sms_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add Note" |
*
* @param {Account_Sr_Add_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_add_note: ((inputs?: Account_Sr_Add_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Add_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add a note" |
*
* @param {Account_Sr_Add_Note_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_add_note_label: ((inputs?: Account_Sr_Add_Note_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Add_Note_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Adding…" |
*
* @param {Account_Sr_Adding_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_adding_note: ((inputs?: Account_Sr_Adding_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Adding_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Book this time" |
*
* @param {Account_Sr_Book_This_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_book_this_time: ((inputs?: Account_Sr_Book_This_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Book_This_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Book a visit time" |
*
* @param {Account_Sr_Book_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_book_visit: ((inputs?: Account_Sr_Book_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Book_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Booked now: {day}, {time}" |
*
* @param {Account_Sr_Booked_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_booked_now: ((inputs: Account_Sr_Booked_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Booked_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Account_Sr_BookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_booking: ((inputs?: Account_Sr_BookingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_BookingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not cancel this service request. Please call us at {phone} for assistance." |
*
* @param {Account_Sr_Cancel_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cancel_failure: ((inputs: Account_Sr_Cancel_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cancel_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel service request {number} ({item})? This cannot be undone here." |
*
* @param {Account_Sr_Cancel_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cancel_question: ((inputs: Account_Sr_Cancel_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cancel_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reason for cancelling" |
*
* @param {Account_Sr_Cancel_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cancel_reason: ((inputs?: Account_Sr_Cancel_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cancel_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel request" |
*
* @param {Account_Sr_Cancel_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cancel_request: ((inputs?: Account_Sr_Cancel_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cancel_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel Service Request" |
*
* @param {Account_Sr_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cancel_title: ((inputs?: Account_Sr_Cancel_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cancel_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel visit" |
*
* @param {Account_Sr_Cancel_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cancel_visit: ((inputs?: Account_Sr_Cancel_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cancel_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service request {number} has been cancelled." |
*
* @param {Account_Sr_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cancelled: ((inputs: Account_Sr_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accept the cash" |
*
* @param {Account_Sr_Cash_AcceptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_accept: ((inputs?: Account_Sr_Cash_AcceptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_AcceptInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This claim will be closed and any booked visit cancelled, and we will let the contractor know. This cannot be undone." |
*
* @param {Account_Sr_Cash_Accept_ConsequenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_accept_consequence: ((inputs?: Account_Sr_Cash_Accept_ConsequenceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Accept_ConsequenceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accept {amount}" |
*
* @param {Account_Sr_Cash_Accept_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_accept_label: ((inputs: Account_Sr_Cash_Accept_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Accept_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will mail a check for {amount} to {mailTo} within {days} business days." |
*
* @param {Account_Sr_Cash_Accept_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_accept_payment: ((inputs: Account_Sr_Cash_Accept_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Accept_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accept {amount} instead of the repair?" |
*
* @param {Account_Sr_Cash_Accept_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_accept_question: ((inputs: Account_Sr_Cash_Accept_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Accept_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You accepted the cash offer." |
*
* @param {Account_Sr_Cash_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_accepted: ((inputs?: Account_Sr_Cash_AcceptedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_AcceptedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cash offer accepted" |
*
* @param {Account_Sr_Cash_Accepted_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_accepted_title: ((inputs?: Account_Sr_Cash_Accepted_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Accepted_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answer could not be sent. Please try again." |
*
* @param {Account_Sr_Cash_Answer_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_answer_failure: ((inputs?: Account_Sr_Cash_Answer_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Answer_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Decline" |
*
* @param {Account_Sr_Cash_DeclineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_decline: ((inputs?: Account_Sr_Cash_DeclineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_DeclineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You declined the cash offer." |
*
* @param {Account_Sr_Cash_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_declined: ((inputs?: Account_Sr_Cash_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How" |
*
* @param {Account_Sr_Cash_HowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_how: ((inputs?: Account_Sr_Cash_HowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_HowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cash instead of the repair" |
*
* @param {Account_Sr_Cash_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_label: ((inputs?: Account_Sr_Cash_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Mailed to" |
*
* @param {Account_Sr_Cash_Mailed_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_mailed_to: ((inputs?: Account_Sr_Cash_Mailed_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Mailed_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check by mail" |
*
* @param {Account_Sr_Cash_MethodInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_method: ((inputs?: Account_Sr_Cash_MethodInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_MethodInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cash instead of the repair: {amount}" |
*
* @param {Account_Sr_Cash_OfferInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_offer: ((inputs: Account_Sr_Cash_OfferInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_OfferInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You accepted this offer." |
*
* @param {Account_Sr_Cash_Offer_AcceptedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_offer_accepted: ((inputs?: Account_Sr_Cash_Offer_AcceptedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Offer_AcceptedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You declined this offer." |
*
* @param {Account_Sr_Cash_Offer_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_offer_declined: ((inputs?: Account_Sr_Cash_Offer_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Offer_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid by" |
*
* @param {Account_Sr_Cash_Paid_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_paid_by: ((inputs?: Account_Sr_Cash_Paid_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Paid_ByInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This claim is closed: any visit is cancelled and the contractor has been told. If the check has not arrived by then, please call us at {phone}." |
*
* @param {Account_Sr_Cash_Settled_AfterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_settled_after: ((inputs: Account_Sr_Cash_Settled_AfterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Sr_Cash_Settled_AfterInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Sr_Cash_Settled_AfterInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Within {days} business days of your acceptance." |
*
* @param {Account_Sr_Cash_WithinInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_cash_within: ((inputs: Account_Sr_Cash_WithinInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Cash_WithinInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change visit time" |
*
* @param {Account_Sr_Change_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_change_visit: ((inputs?: Account_Sr_Change_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Change_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change the visit time" |
*
* @param {Account_Sr_Change_Visit_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_change_visit_title: ((inputs?: Account_Sr_Change_Visit_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Change_Visit_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contractor" |
*
* @param {Account_Sr_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_contractor: ((inputs?: Account_Sr_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Covered" |
*
* @param {Account_Sr_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_covered: ((inputs?: Account_Sr_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Decision" |
*
* @param {Account_Sr_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_decision: ((inputs?: Account_Sr_DecisionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_DecisionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Account_Sr_Decision_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_decision_approved: ((inputs?: Account_Sr_Decision_ApprovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Decision_ApprovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Awaiting approval" |
*
* @param {Account_Sr_Decision_Awaiting_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_decision_awaiting_approval: ((inputs?: Account_Sr_Decision_Awaiting_ApprovalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Decision_Awaiting_ApprovalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Denied" |
*
* @param {Account_Sr_Decision_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_decision_denied: ((inputs?: Account_Sr_Decision_DeniedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Decision_DeniedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Decision: {status}" |
*
* @param {Account_Sr_Decision_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_decision_heading: ((inputs: Account_Sr_Decision_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Account_Sr_Decision_HeadingInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Sr_Decision_HeadingInputs, {
    locale?: "en" | "es";
}, {
    status: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "The diagnosis" |
*
* @param {Account_Sr_DiagnosisInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_diagnosis: ((inputs?: Account_Sr_DiagnosisInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_DiagnosisInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Technician arrived" |
*
* @param {Account_Sr_Event_ArrivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_event_arrived: ((inputs?: Account_Sr_Event_ArrivedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Event_ArrivedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cash offer declined" |
*
* @param {Account_Sr_Event_Cash_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_event_cash_declined: ((inputs?: Account_Sr_Event_Cash_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Event_Cash_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cash offered instead of the repair" |
*
* @param {Account_Sr_Event_Cash_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_event_cash_offered: ((inputs?: Account_Sr_Event_Cash_OfferedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Event_Cash_OfferedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Technician on the way" |
*
* @param {Account_Sr_Event_On_My_WayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_event_on_my_way: ((inputs?: Account_Sr_Event_On_My_WayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Event_On_My_WayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled" |
*
* @param {Account_Sr_Event_ScheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_event_scheduled: ((inputs?: Account_Sr_Event_ScheduledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Event_ScheduledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submitted" |
*
* @param {Account_Sr_Event_SubmittedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_event_submitted: ((inputs?: Account_Sr_Event_SubmittedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Event_SubmittedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Account_Sr_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_fee: ((inputs?: Account_Sr_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{fee}, paid" |
*
* @param {Account_Sr_Fee_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_fee_paid: ((inputs: Account_Sr_Fee_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Fee_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Finding open times…" |
*
* @param {Account_Sr_Finding_TimesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_finding_times: ((inputs?: Account_Sr_Finding_TimesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Finding_TimesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hide notes" |
*
* @param {Account_Sr_Hide_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_hide_notes: ((inputs?: Account_Sr_Hide_NotesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Hide_NotesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service Request History" |
*
* @param {Account_Sr_History_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_history_title: ((inputs?: Account_Sr_History_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_History_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your service requests could not be loaded. Please try again." |
*
* @param {Account_Sr_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_load_failure: ((inputs?: Account_Sr_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading notes…" |
*
* @param {Account_Sr_Loading_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_loading_notes: ((inputs?: Account_Sr_Loading_NotesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Loading_NotesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No notes yet." |
*
* @param {Account_Sr_No_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_no_notes: ((inputs?: Account_Sr_No_NotesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_No_NotesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No open times in the next two weeks. The contractor will call you." |
*
* @param {Account_Sr_No_TimesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_no_times: ((inputs?: Account_Sr_No_TimesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_No_TimesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have no service requests. Something broken? Request a repair." |
*
* @param {Account_Sr_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_none: ((inputs?: Account_Sr_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Account_Sr_NoneInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Account_Sr_NoneInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "You have no service requests. Once you have a plan, you can request a repair here." |
*
* @param {Account_Sr_None_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_none_no_plan: ((inputs?: Account_Sr_None_No_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_None_No_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not covered" |
*
* @param {Account_Sr_Not_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_not_covered: ((inputs?: Account_Sr_Not_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Not_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Account_Sr_Not_YetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_not_yet: ((inputs?: Account_Sr_Not_YetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Not_YetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your note has been added." |
*
* @param {Account_Sr_Note_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_note_added: ((inputs?: Account_Sr_Note_AddedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Note_AddedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not add your note. Please call us at {phone} for assistance." |
*
* @param {Account_Sr_Note_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_note_failure: ((inputs: Account_Sr_Note_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Note_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a note." |
*
* @param {Account_Sr_Note_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_note_required: ((inputs?: Account_Sr_Note_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Note_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The notes could not be loaded. Please try again." |
*
* @param {Account_Sr_Notes_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_notes_load_failure: ((inputs?: Account_Sr_Notes_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Notes_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please tell us why you are cancelling." |
*
* @param {Account_Sr_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_reason_required: ((inputs?: Account_Sr_Reason_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Reason_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request {number} · opened {opened}" |
*
* @param {Account_Sr_Request_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_request_line: ((inputs: Account_Sr_Request_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Request_LineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{line} · closed {closed}" |
*
* @param {Account_Sr_Request_Line_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_request_line_closed: ((inputs: Account_Sr_Request_Line_ClosedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Request_Line_ClosedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request {number} · contract {policyNumber} · opened {opened}" |
*
* @param {Account_Sr_Request_Line_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_request_line_contract: ((inputs: Account_Sr_Request_Line_ContractInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Request_Line_ContractInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request a status update" |
*
* @param {Account_Sr_Request_UpdateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_request_update: ((inputs?: Account_Sr_Request_UpdateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Request_UpdateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Requesting…" |
*
* @param {Account_Sr_RequestingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_requesting: ((inputs?: Account_Sr_RequestingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_RequestingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Settled with cash" |
*
* @param {Account_Sr_Settled_With_CashInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_settled_with_cash: ((inputs?: Account_Sr_Settled_With_CashInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Settled_With_CashInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show notes" |
*
* @param {Account_Sr_Show_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_show_notes: ((inputs?: Account_Sr_Show_NotesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Show_NotesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting on parts" |
*
* @param {Account_Sr_Stage_Waiting_On_PartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_stage_waiting_on_parts: ((inputs?: Account_Sr_Stage_Waiting_On_PartsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Stage_Waiting_On_PartsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Approved" |
*
* @param {Account_Sr_Status_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_approved: ((inputs?: Account_Sr_Status_ApprovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_ApprovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancelled" |
*
* @param {Account_Sr_Status_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_cancelled: ((inputs?: Account_Sr_Status_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Complete" |
*
* @param {Account_Sr_Status_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_complete: ((inputs?: Account_Sr_Status_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Complete, billing" |
*
* @param {Account_Sr_Status_Complete_BillingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_complete_billing: ((inputs?: Account_Sr_Status_Complete_BillingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Complete_BillingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Complete, invoiced" |
*
* @param {Account_Sr_Status_Complete_InvoicedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_complete_invoiced: ((inputs?: Account_Sr_Status_Complete_InvoicedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Complete_InvoicedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Complete, pending payment" |
*
* @param {Account_Sr_Status_Complete_Pending_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_complete_pending_payment: ((inputs?: Account_Sr_Status_Complete_Pending_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Complete_Pending_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Denied" |
*
* @param {Account_Sr_Status_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_denied: ((inputs?: Account_Sr_Status_DeniedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_DeniedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open" |
*
* @param {Account_Sr_Status_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_open: ((inputs?: Account_Sr_Status_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pending approval" |
*
* @param {Account_Sr_Status_Pending_ApprovalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_pending_approval: ((inputs?: Account_Sr_Status_Pending_ApprovalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Pending_ApprovalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sent to contractor" |
*
* @param {Account_Sr_Status_Sent_To_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_sent_to_contractor: ((inputs?: Account_Sr_Status_Sent_To_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Sent_To_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not ask for an update. Please call us at {phone} for assistance." |
*
* @param {Account_Sr_Status_Update_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_update_failure: ((inputs: Account_Sr_Status_Update_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Update_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We asked for an update on your service request. You will hear from us soon." |
*
* @param {Account_Sr_Status_Update_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_update_sent: ((inputs?: Account_Sr_Status_Update_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Update_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Update requested" |
*
* @param {Account_Sr_Status_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_update_title: ((inputs?: Account_Sr_Status_Update_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Update_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Work complete" |
*
* @param {Account_Sr_Status_Work_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_status_work_complete: ((inputs?: Account_Sr_Status_Work_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Status_Work_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Timeline of request {number}" |
*
* @param {Account_Sr_Timeline_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_timeline_label: ((inputs: Account_Sr_Timeline_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Timeline_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Visit" |
*
* @param {Account_Sr_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_visit: ((inputs?: Account_Sr_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The time could not be booked. Please try again." |
*
* @param {Account_Sr_Visit_Book_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_visit_book_failure: ((inputs?: Account_Sr_Visit_Book_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Visit_Book_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your visit is booked for {day}, {time}." |
*
* @param {Account_Sr_Visit_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_visit_booked: ((inputs: Account_Sr_Visit_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Visit_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The visit could not be cancelled. Please try again." |
*
* @param {Account_Sr_Visit_Cancel_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_visit_cancel_failure: ((inputs?: Account_Sr_Visit_Cancel_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Visit_Cancel_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your visit is cancelled. The contractor will call you to arrange a time." |
*
* @param {Account_Sr_Visit_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_visit_cancelled: ((inputs?: Account_Sr_Visit_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Visit_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{day}, {time}" |
*
* @param {Account_Sr_Window_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_window_label: ((inputs: Account_Sr_Window_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Window_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Work order" |
*
* @param {Account_Sr_Work_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_work_order: ((inputs?: Account_Sr_Work_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Work_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answers" |
*
* @param {Account_Sr_Your_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_your_answers: ((inputs?: Account_Sr_Your_AnswersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Your_AnswersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your share: {amount}" |
*
* @param {Account_Sr_Your_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_sr_your_share: ((inputs: Account_Sr_Your_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Sr_Your_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Status" |
*
* @param {Account_StatusInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_status: ((inputs?: Account_StatusInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_StatusInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None on file" |
*
* @param {Account_Summary_No_PhonesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_summary_no_phones: ((inputs?: Account_Summary_No_PhonesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Summary_No_PhonesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Showing the details saved when you logged in." |
*
* @param {Account_Summary_Saved_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_summary_saved_details: ((inputs?: Account_Summary_Saved_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Summary_Saved_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Account Summary" |
*
* @param {Account_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_summary_title: ((inputs?: Account_Summary_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Summary_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not enroll you in text messaging. Please call us at {phone} for assistance." |
*
* @param {Account_Text_Opt_In_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_text_opt_in_failure: ((inputs: Account_Text_Opt_In_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_Text_Opt_In_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Welcome, {firstName} {lastName}" |
*
* @param {Account_WelcomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_welcome: ((inputs: Account_WelcomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_WelcomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Account_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const account_yes: ((inputs?: Account_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Account_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a new password for your account." |
*
* @param {Auth_Choose_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_choose_new_password: ((inputs?: Auth_Choose_New_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Choose_New_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit a Home Warranty Claim" |
*
* @param {Auth_Claim_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_claim_title: ((inputs?: Auth_Claim_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Claim_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Current Password" |
*
* @param {Auth_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_current_password: ((inputs?: Auth_Current_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Current_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email..." |
*
* @param {Auth_Email_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_email_placeholder: ((inputs?: Auth_Email_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Email_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Forgot Password?" |
*
* @param {Auth_Forgot_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_forgot_password: ((inputs?: Auth_Forgot_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Forgot_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Auth_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_login: ((inputs?: Auth_LoginInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_LoginInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your username is the email address used to place your order. Don't have a password yet? Set up your password." |
*
* @param {Auth_Login_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_login_help: ((inputs?: Auth_Login_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Auth_Login_HelpInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Auth_Login_HelpInputs, {
    locale?: "en" | "es";
}, {
    setup: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Logout" |
*
* @param {Auth_LogoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_logout: ((inputs?: Auth_LogoutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_LogoutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New Password" |
*
* @param {Auth_New_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_new_password: ((inputs?: Auth_New_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_New_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Password" |
*
* @param {Auth_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_password: ((inputs?: Auth_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "At least {count} characters." |
*
* @param {Auth_Password_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_password_hint: ((inputs: Auth_Password_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Password_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remember Me" |
*
* @param {Auth_Remember_MeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_remember_me: ((inputs?: Auth_Remember_MeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Remember_MeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Log in with the email address you used to place your order to see your plan, request repairs and manage your account." |
*
* @param {Auth_Signed_Out_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_signed_out_text: ((inputs?: Auth_Signed_Out_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signed_Out_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One moment while we sign you in…" |
*
* @param {Auth_Signing_In_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_signing_in_text: ((inputs?: Auth_Signing_In_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_In_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Signing You In" |
*
* @param {Auth_Signing_In_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_signing_in_title: ((inputs?: Auth_Signing_In_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Signing_In_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Auth_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_submit: ((inputs?: Auth_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Username" |
*
* @param {Auth_UsernameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_username: ((inputs?: Auth_UsernameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_UsernameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email Address" |
*
* @param {Auth_Username_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const auth_username_placeholder: ((inputs?: Auth_Username_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Auth_Username_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "When the water heater fails in the first year, your buyers call us, and thank you for the coverage." |
*
* @param {Benefits_Clients_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_clients_text: ((inputs?: Benefits_Clients_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Clients who remember you" |
*
* @param {Benefits_Clients_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_clients_title: ((inputs?: Benefits_Clients_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Clients_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A covered breakdown during escrow is repaired, not renegotiated. Payment is collected at closing." |
*
* @param {Benefits_Closings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_closings_text: ((inputs?: Benefits_Closings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Closings that stay on schedule" |
*
* @param {Benefits_Closings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_closings_title: ((inputs?: Benefits_Closings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Closings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Every guide and article, newest first." |
*
* @param {Benefits_Education_All_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_all_text: ((inputs?: Benefits_Education_All_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Benefits_Education_All_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_all_title: ((inputs?: Benefits_Education_All_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_All_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Inspections, negotiations and what to expect at closing." |
*
* @param {Benefits_Education_Buying_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_buying_text: ((inputs?: Benefits_Education_Buying_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buying and selling a house" |
*
* @param {Benefits_Education_Buying_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_buying_title: ((inputs?: Benefits_Education_Buying_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Buying_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate education tools" |
*
* @param {Benefits_Education_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_heading: ((inputs?: Benefits_Education_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seasonal checklists and small fixes that keep systems running longer." |
*
* @param {Benefits_Education_Repairs_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_repairs_text: ((inputs?: Benefits_Education_Repairs_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home repairs and maintenance" |
*
* @param {Benefits_Education_Repairs_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_repairs_title: ((inputs?: Benefits_Education_Repairs_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Repairs_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What a home warranty covers, what it does not, and how claims work." |
*
* @param {Benefits_Education_Warranty_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_warranty_text: ((inputs?: Benefits_Education_Warranty_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty education" |
*
* @param {Benefits_Education_Warranty_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_education_warranty_title: ((inputs?: Benefits_Education_Warranty_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Education_Warranty_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Partner with {brand}" |
*
* @param {Benefits_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_heading: ((inputs: Benefits_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate professionals across the West partner with {brand} to protect their clients and their reputation. Here is what you get." |
*
* @param {Benefits_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_intro: ((inputs: Benefits_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage protects your sellers’ systems and appliances while the home is on the market." |
*
* @param {Benefits_Listings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_listings_text: ((inputs?: Benefits_Listings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listings that sell with confidence" |
*
* @param {Benefits_Listings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_listings_title: ((inputs?: Benefits_Listings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Listings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your local representative brings training, brochures and help with orders to your office." |
*
* @param {Benefits_Rep_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_rep_text: ((inputs?: Benefits_Rep_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A rep who knows your market" |
*
* @param {Benefits_Rep_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const benefits_rep_title: ((inputs?: Benefits_Rep_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Benefits_Rep_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Address (optional)" |
*
* @param {Brochure_Address_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_address_optional: ((inputs?: Brochure_Address_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Address_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Brochure download" |
*
* @param {Brochure_Download_FrameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_download_frame: ((inputs?: Brochure_Download_FrameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Download_FrameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your brochure is downloading. If it does not start, download the brochure." |
*
* @param {Brochure_DownloadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_downloading: ((inputs?: Brochure_DownloadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Brochure_DownloadingInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Brochure_DownloadingInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance at {phone}." |
*
* @param {Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_error_text: ((inputs: Brochure_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Brochure" |
*
* @param {Brochure_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_form_label: ((inputs?: Brochure_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download Our Brochure" |
*
* @param {Brochure_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_heading: ((inputs?: Brochure_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Language" |
*
* @param {Brochure_LanguageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language: ((inputs?: Brochure_LanguageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_LanguageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "English" |
*
* @param {Brochure_Language_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language_english: ((inputs?: Brochure_Language_EnglishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_EnglishInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Spanish (Español)" |
*
* @param {Brochure_Language_SpanishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_language_spanish: ((inputs?: Brochure_Language_SpanishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Language_SpanishInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone (optional)" |
*
* @param {Brochure_Phone_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_phone_optional: ((inputs?: Brochure_Phone_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Phone_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Attach it to your offer packets" |
*
* @param {Brochure_Point_AttachInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_attach: ((inputs?: Brochure_Point_AttachInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_AttachInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Print it for open houses and listing appointments" |
*
* @param {Brochure_Point_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_print: ((inputs?: Brochure_Point_PrintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_PrintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share it with buyers who want to read up before closing" |
*
* @param {Brochure_Point_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_point_share: ((inputs?: Brochure_Point_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Point_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Preparing…" |
*
* @param {Brochure_PreparingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_preparing: ((inputs?: Brochure_PreparingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_PreparingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Are you a real estate professional?" |
*
* @param {Brochure_Real_Estate_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_real_estate_question: ((inputs?: Brochure_Real_Estate_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_Real_Estate_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download Brochure" |
*
* @param {Brochure_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_submit: ((inputs?: Brochure_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Everything your clients ask about in one PDF: our plans for buyers and sellers, what is covered and what is not, optional add-ons and how a claim works. Avai..." |
*
* @param {Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const brochure_text: ((inputs?: Brochure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Brochure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Chat_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_close: ((inputs?: Chat_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Message" |
*
* @param {Chat_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_message_label: ((inputs?: Chat_Message_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_Message_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send" |
*
* @param {Chat_SendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_send: ((inputs?: Chat_SendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_SendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Chat with us" |
*
* @param {Chat_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const chat_title: ((inputs?: Chat_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Chat_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid date." |
*
* @param {Claim_Answer_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date: ((inputs?: Claim_Answer_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a date from {min} to {max}." |
*
* @param {Claim_Answer_Date_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_between: ((inputs: Claim_Answer_Date_BetweenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_BetweenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a date on or after {min}." |
*
* @param {Claim_Answer_Date_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_from: ((inputs: Claim_Answer_Date_FromInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_FromInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a date on or before {max}." |
*
* @param {Claim_Answer_Date_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_date_until: ((inputs: Claim_Answer_Date_UntilInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Date_UntilInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose from 1 to 5 stars." |
*
* @param {Claim_Answer_Five_StarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_five_star: ((inputs?: Claim_Answer_Five_StarInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Five_StarInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your initials (2 or 3 letters)." |
*
* @param {Claim_Answer_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_initials: ((inputs?: Claim_Answer_InitialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_InitialsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Answer_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_none: ((inputs?: Claim_Answer_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not answered" |
*
* @param {Claim_Answer_Not_AnsweredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_not_answered: ((inputs?: Claim_Answer_Not_AnsweredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Not_AnsweredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number." |
*
* @param {Claim_Answer_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number: ((inputs?: Claim_Answer_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number of at least {min}." |
*
* @param {Claim_Answer_Number_At_LeastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_at_least: ((inputs: Claim_Answer_Number_At_LeastInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_LeastInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number of at most {max}." |
*
* @param {Claim_Answer_Number_At_MostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_at_most: ((inputs: Claim_Answer_Number_At_MostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_At_MostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a number from {min} to {max}." |
*
* @param {Claim_Answer_Number_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_number_between: ((inputs: Claim_Answer_Number_BetweenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Number_BetweenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose one of the options." |
*
* @param {Claim_Answer_OptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_option: ((inputs?: Claim_Answer_OptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose only among the options, each one once." |
*
* @param {Claim_Answer_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_options: ((inputs?: Claim_Answer_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please answer this question." |
*
* @param {Claim_Answer_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_required: ((inputs?: Claim_Answer_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{count} of 5 stars" |
*
* @param {Claim_Answer_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_stars: ((inputs: Claim_Answer_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter text." |
*
* @param {Claim_Answer_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_text: ((inputs?: Claim_Answer_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please use at most {maxLength} characters." |
*
* @param {Claim_Answer_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_too_long: ((inputs: Claim_Answer_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please answer yes or no." |
*
* @param {Claim_Answer_Yes_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_answer_yes_no: ((inputs?: Claim_Answer_Yes_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Answer_Yes_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Claim_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_back: ((inputs?: Claim_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please call us at {phone}." |
*
* @param {Claim_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_call_us: ((inputs: Claim_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Call_UsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Call_UsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Cancel" |
*
* @param {Claim_CancelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_cancel: ((inputs?: Claim_CancelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CancelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{card} (expired)" |
*
* @param {Claim_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_card_expired: ((inputs: Claim_Card_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a saved card or enter a new one." |
*
* @param {Claim_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_card_required: ((inputs?: Claim_Card_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Card_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your saved cards…" |
*
* @param {Claim_Cards_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_cards_loading: ((inputs?: Claim_Cards_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Cards_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not check your plan right now." |
*
* @param {Claim_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_check_failure: ((inputs?: Claim_Check_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Check_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Checking that your plan can take a service request…" |
*
* @param {Claim_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_checking: ((inputs?: Claim_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Checking your plan" |
*
* @param {Claim_Checking_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_checking_title: ((inputs?: Claim_Checking_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Checking_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose what needs repair." |
*
* @param {Claim_Choose_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_choose_item: ((inputs?: Claim_Choose_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_ItemInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose the plan this request is for." |
*
* @param {Claim_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_choose_plan: ((inputs?: Claim_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close" |
*
* @param {Claim_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_close: ((inputs?: Claim_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Claim_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email: ((inputs?: Claim_Contact_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Claim_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email_invalid: ((inputs?: Claim_Contact_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Claim_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_email_required: ((inputs?: Claim_Contact_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Claim_Contact_Method_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_email: ((inputs?: Claim_Contact_Method_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like us to reach you?" |
*
* @param {Claim_Contact_Method_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_legend: ((inputs?: Claim_Contact_Method_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone call" |
*
* @param {Claim_Contact_Method_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_phone: ((inputs?: Claim_Contact_Method_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text message" |
*
* @param {Claim_Contact_Method_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_method_text: ((inputs?: Claim_Contact_Method_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Method_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact name" |
*
* @param {Claim_Contact_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_name: ((inputs?: Claim_Contact_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact name is required." |
*
* @param {Claim_Contact_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_name_required: ((inputs?: Claim_Contact_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Claim_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone: ((inputs?: Claim_Contact_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a 10-digit phone number." |
*
* @param {Claim_Contact_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone_incomplete: ((inputs?: Claim_Contact_Phone_IncompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_IncompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Claim_Contact_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_phone_required: ((inputs?: Claim_Contact_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Afternoon (12PM to 5PM)" |
*
* @param {Claim_Contact_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_afternoon: ((inputs?: Claim_Contact_Time_AfternoonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AfternoonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Claim_Contact_Time_AnytimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_anytime: ((inputs?: Claim_Contact_Time_AnytimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_AnytimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Evening (5PM to 8PM)" |
*
* @param {Claim_Contact_Time_EveningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_evening: ((inputs?: Claim_Contact_Time_EveningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_EveningInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best time to reach you" |
*
* @param {Claim_Contact_Time_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_label: ((inputs?: Claim_Contact_Time_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Morning (8AM to 12PM)" |
*
* @param {Claim_Contact_Time_MorningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_time_morning: ((inputs?: Claim_Contact_Time_MorningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_Time_MorningInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How should we contact you?" |
*
* @param {Claim_Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_contact_title: ((inputs?: Claim_Contact_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Contact_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Continue" |
*
* @param {Claim_ContinueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_continue: ((inputs?: Claim_ContinueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_ContinueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This looks covered" |
*
* @param {Claim_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_covered_title: ((inputs?: Claim_Covered_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Covered_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Claim_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_date: ((inputs?: Claim_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Default card" |
*
* @param {Claim_Default_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_default_card: ((inputs?: Claim_Default_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Default_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service Request" |
*
* @param {Claim_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_dialog_title: ((inputs?: Claim_Dialog_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Dialog_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Done" |
*
* @param {Claim_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done: ((inputs?: Claim_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your request number is {number}." |
*
* @param {Claim_Done_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done_number: ((inputs: Claim_Done_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Done_NumberInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Done_NumberInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Request received" |
*
* @param {Claim_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_done_title: ((inputs?: Claim_Done_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Done_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the Questions" |
*
* @param {Claim_Failed_Back_To_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_back_to_questions: ((inputs?: Claim_Failed_Back_To_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_QuestionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to the Review" |
*
* @param {Claim_Failed_Back_To_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_back_to_review: ((inputs?: Claim_Failed_Back_To_ReviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Back_To_ReviewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing was charged. You can pay with another card." |
*
* @param {Claim_Failed_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_declined: ((inputs?: Claim_Failed_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If you try again, the request is sent once and the fee charged once, however often you try." |
*
* @param {Claim_Failed_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_lost: ((inputs?: Claim_Failed_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_LostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay With Another Card" |
*
* @param {Claim_Failed_Other_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_other_card: ((inputs?: Claim_Failed_Other_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose Another Time" |
*
* @param {Claim_Failed_Other_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_other_time: ((inputs?: Claim_Failed_Other_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Other_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review the New Fee" |
*
* @param {Claim_Failed_Review_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_review_fee: ((inputs?: Claim_Failed_Review_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Review_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your request was not sent" |
*
* @param {Claim_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_title: ((inputs?: Claim_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try Again" |
*
* @param {Claim_Failed_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_failed_try_again: ((inputs?: Claim_Failed_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Failed_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The service call fee for this request is {amount}. It is charged when you submit the request." |
*
* @param {Claim_Fee_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_fee_text: ((inputs: Claim_Fee_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Fee_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Fee_TextInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Claim_Fee_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_fee_title: ((inputs?: Claim_Fee_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Fee_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not finish the questions for this item. Please call us at {phone} and we will take your request." |
*
* @param {Claim_Flow_Broken_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_flow_broken_text: ((inputs: Claim_Flow_Broken_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Flow_Broken_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TextInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "We need to talk" |
*
* @param {Claim_Flow_Broken_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_flow_broken_title: ((inputs?: Claim_Flow_Broken_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Flow_Broken_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Claim_Item_Add_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_item_add_on: ((inputs?: Claim_Item_Add_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_Add_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What needs repair?" |
*
* @param {Claim_Item_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_item_title: ((inputs?: Claim_Item_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Item_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What your plan covers could not be loaded." |
*
* @param {Claim_Items_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_load_failure: ((inputs?: Claim_Items_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading what your plan covers…" |
*
* @param {Claim_Items_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_loading: ((inputs?: Claim_Items_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan lists no items to request a repair for." |
*
* @param {Claim_Items_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_items_none: ((inputs?: Claim_Items_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Items_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Stay" |
*
* @param {Claim_Leave_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_no: ((inputs?: Claim_Leave_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your request has not been sent, and your answers will not be kept." |
*
* @param {Claim_Leave_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_text: ((inputs?: Claim_Leave_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leave this service request?" |
*
* @param {Claim_Leave_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_title: ((inputs?: Claim_Leave_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leave" |
*
* @param {Claim_Leave_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_leave_yes: ((inputs?: Claim_Leave_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Leave_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New Service Request" |
*
* @param {Claim_Menu_New_Service_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_menu_new_service_request: ((inputs?: Claim_Menu_New_Service_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_New_Service_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service Requests" |
*
* @param {Claim_Menu_Service_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_menu_service_requests: ((inputs?: Claim_Menu_Service_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Menu_Service_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Needs a connection" |
*
* @param {Claim_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_needs_connection: ((inputs?: Claim_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A new card" |
*
* @param {Claim_New_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_new_card: ((inputs?: Claim_New_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A new card needs a connection. While you are offline you can pay with a saved card." |
*
* @param {Claim_New_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_new_card_offline: ((inputs?: Claim_New_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_New_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Claim_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no: ((inputs?: Claim_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There is no plan on your account to request a repair for. Questions? Call us at {phone}." |
*
* @param {Claim_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_plans: ((inputs: Claim_No_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_No_PlansInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_No_PlansInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "You are offline and have no saved card. Connect to the internet to pay the service call fee with a new card." |
*
* @param {Claim_No_Saved_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_saved_card_offline: ((inputs?: Claim_No_Saved_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_Saved_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No time now - the contractor will call me" |
*
* @param {Claim_No_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_no_time: ((inputs?: Claim_No_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_No_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now. Please call us at {phone} and we will help." |
*
* @param {Claim_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_not_authorized: ((inputs: Claim_Not_AuthorizedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_AuthorizedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not covered" |
*
* @param {Claim_Not_Covered_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_not_covered_title: ((inputs?: Claim_Not_Covered_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Not_Covered_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please note" |
*
* @param {Claim_Note_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_note_title: ((inputs?: Claim_Note_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Note_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and what this plan covers has not been saved on this device yet. Connect to the internet to choose the item." |
*
* @param {Claim_Offline_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_offline_items: ((inputs?: Claim_Offline_ItemsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_ItemsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and this plan has not been checked on this device yet. Connect to the internet to start a service request." |
*
* @param {Claim_Offline_UncheckedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_offline_unchecked: ((inputs?: Claim_Offline_UncheckedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Offline_UncheckedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Go to My Account" |
*
* @param {Claim_Page_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_go_to_account: ((inputs?: Claim_Page_Go_To_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_Go_To_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us what needs repair: a few questions about the problem, how to reach you, and the service call fee." |
*
* @param {Claim_Page_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_intro: ((inputs?: Claim_Page_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start a Service Request" |
*
* @param {Claim_Page_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_start: ((inputs?: Claim_Page_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_StartInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit a Home Warranty Claim" |
*
* @param {Claim_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_page_title: ((inputs?: Claim_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay with" |
*
* @param {Claim_Pay_WithInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_pay_with: ((inputs?: Claim_Pay_WithInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Pay_WithInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "a new card" |
*
* @param {Claim_Payment_New_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_payment_new_card_label: ((inputs?: Claim_Payment_New_Card_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Payment_New_Card_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The technician may come in if no adult is home" |
*
* @param {Claim_Permission_To_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_permission_to_enter: ((inputs?: Claim_Permission_To_EnterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Permission_To_EnterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo could not be sent." |
*
* @param {Claim_Photo_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure: ((inputs?: Claim_Photo_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo could not be sent: {reason}" |
*
* @param {Claim_Photo_Failure_BecauseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure_because: ((inputs: Claim_Photo_Failure_BecauseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_BecauseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo could not be sent: the connection was lost." |
*
* @param {Claim_Photo_Failure_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_failure_connection: ((inputs?: Claim_Photo_Failure_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Failure_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A photo of the problem, or of the label with the model number, helps the technician." |
*
* @param {Claim_Photo_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_help: ((inputs?: Claim_Photo_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Photo of the problem" |
*
* @param {Claim_Photo_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_label: ((inputs?: Claim_Photo_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A photo needs a connection: while you are offline your request is saved without it." |
*
* @param {Claim_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_offline: ((inputs?: Claim_Photo_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What you chose to send" |
*
* @param {Claim_Photo_PreviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_preview: ((inputs?: Claim_Photo_PreviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_PreviewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove Photo" |
*
* @param {Claim_Photo_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_remove: ((inputs?: Claim_Photo_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_RemoveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the Photo Again" |
*
* @param {Claim_Photo_Send_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_send_again: ((inputs?: Claim_Photo_Send_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Send_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending your photo…" |
*
* @param {Claim_Photo_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_sending: ((inputs?: Claim_Photo_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your photo was added to the request." |
*
* @param {Claim_Photo_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_sent: ((inputs?: Claim_Photo_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Skip" |
*
* @param {Claim_Photo_SkipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_skip: ((inputs?: Claim_Photo_SkipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_SkipInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add a photo (optional)" |
*
* @param {Claim_Photo_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_title: ((inputs?: Claim_Photo_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This file is too large. Please choose one of at most {size} MB." |
*
* @param {Claim_Photo_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_too_large: ((inputs: Claim_Photo_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a photo (JPEG, PNG, WebP, HEIC or GIF) or a PDF." |
*
* @param {Claim_Photo_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_photo_wrong_type: ((inputs?: Claim_Photo_Wrong_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Photo_Wrong_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which home needs a repair?" |
*
* @param {Claim_Plan_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plan_title: ((inputs?: Claim_Plan_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plan_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your plans could not be loaded." |
*
* @param {Claim_Plans_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_load_failure: ((inputs?: Claim_Plans_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your plans…" |
*
* @param {Claim_Plans_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_loading: ((inputs?: Claim_Plans_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and your plans have not been saved on this device yet." |
*
* @param {Claim_Plans_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_plans_offline: ((inputs?: Claim_Plans_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Plans_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Question {number}" |
*
* @param {Claim_Question_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_number: ((inputs: Claim_Question_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Question {number} of {total}" |
*
* @param {Claim_Question_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_of: ((inputs: Claim_Question_OfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Question {number} of up to {total}" |
*
* @param {Claim_Question_Of_Up_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_of_up_to: ((inputs: Claim_Question_Of_Up_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_Of_Up_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{count} (optional)" |
*
* @param {Claim_Question_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_question_optional: ((inputs: Claim_Question_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Question_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call us at {phone}." |
*
* @param {Claim_Questions_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_call_us: ((inputs: Claim_Questions_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Questions_Call_UsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Questions_Call_UsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "The questions for this item could not be loaded." |
*
* @param {Claim_Questions_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_load_failure: ((inputs?: Claim_Questions_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the questions…" |
*
* @param {Claim_Questions_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_loading: ((inputs?: Claim_Questions_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and the questions for this item have not been saved on this device yet. Connect to the internet to answer them." |
*
* @param {Claim_Questions_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_offline: ((inputs?: Claim_Questions_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about the problem" |
*
* @param {Claim_Questions_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_questions_title: ((inputs?: Claim_Questions_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Questions_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check the Fee and Send Again" |
*
* @param {Claim_Queue_Check_And_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_check_and_resend: ((inputs?: Claim_Queue_Check_And_ResendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_And_ResendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan could not be checked. Please try again." |
*
* @param {Claim_Queue_Check_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_check_failure: ((inputs?: Claim_Queue_Check_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Check_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Claim_Queue_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_clear: ((inputs?: Claim_Queue_ClearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ClearInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee to send it now." |
*
* @param {Claim_Queue_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm: ((inputs: Claim_Queue_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. Please confirm the {amount} service call fee ({card}) to send it now." |
*
* @param {Claim_Queue_Confirm_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm_card: ((inputs: Claim_Queue_Confirm_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. When you are back online we will ask you to confirm the {amount} service call fee." |
*
* @param {Claim_Queue_Confirm_When_OnlineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_confirm_when_online: ((inputs: Claim_Queue_Confirm_When_OnlineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Confirm_When_OnlineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send a service request" |
*
* @param {Claim_Queue_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_describe: ((inputs?: Claim_Queue_DescribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DescribeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Claim_Queue_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard: ((inputs?: Claim_Queue_DiscardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_DiscardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your {item} request will not be sent." |
*
* @param {Claim_Queue_Discard_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard_text: ((inputs: Claim_Queue_Discard_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Discard this request?" |
*
* @param {Claim_Queue_Discard_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_discard_title: ((inputs?: Claim_Queue_Discard_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Discard_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The service call fee is now {amount}; it was {was}. Send the request at the new fee?" |
*
* @param {Claim_Queue_Fee_Changed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_changed_text: ((inputs: Claim_Queue_Fee_Changed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The service call fee has changed" |
*
* @param {Claim_Queue_Fee_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_changed_title: ((inputs?: Claim_Queue_Fee_Changed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_Changed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This request now has a fee. Please start a new request to pay it." |
*
* @param {Claim_Queue_Fee_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_fee_now: ((inputs?: Claim_Queue_Fee_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Fee_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{item}, {policyNumber}" |
*
* @param {Claim_Queue_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_item: ((inputs: Claim_Queue_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Queue_ItemInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Queue_ItemInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "{item}, {policyNumber}: {amount} service call fee" |
*
* @param {Claim_Queue_Item_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_item_fee: ((inputs: Claim_Queue_Item_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Claim_Queue_Item_FeeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Claim_Queue_Item_FeeInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Keep" |
*
* @param {Claim_Queue_KeepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_keep: ((inputs?: Claim_Queue_KeepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_KeepInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan cannot take a request now." |
*
* @param {Claim_Queue_Not_AuthorizedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_authorized: ((inputs?: Claim_Queue_Not_AuthorizedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_AuthorizedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Claim_Queue_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_now: ((inputs?: Claim_Queue_Not_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not sent" |
*
* @param {Claim_Queue_Not_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_not_sent: ((inputs?: Claim_Queue_Not_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Not_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The request was not accepted." |
*
* @param {Claim_Queue_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_refused: ((inputs?: Claim_Queue_RefusedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_RefusedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the request again?" |
*
* @param {Claim_Queue_ResendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend: ((inputs?: Claim_Queue_ResendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_ResendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send the request again and pay {amount}?" |
*
* @param {Claim_Queue_Resend_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend_pay: ((inputs: Claim_Queue_Resend_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send this request again?" |
*
* @param {Claim_Queue_Resend_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_resend_title: ((inputs?: Claim_Queue_Resend_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Resend_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send now and pay {amount}" |
*
* @param {Claim_Queue_Send_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_send_and_pay: ((inputs: Claim_Queue_Send_And_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_And_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Claim_Queue_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_send_now: ((inputs?: Claim_Queue_Send_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_Send_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Claim_Queue_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_sending: ((inputs?: Claim_Queue_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sent: request {number}" |
*
* @param {Claim_Queue_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_sent: ((inputs: Claim_Queue_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service requests saved on this device" |
*
* @param {Claim_Queue_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_title: ((inputs?: Claim_Queue_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send. It will be sent when you are back online." |
*
* @param {Claim_Queue_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_queue_waiting: ((inputs?: Claim_Queue_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Queue_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan cannot take a service request right now" |
*
* @param {Claim_Refused_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_refused_title: ((inputs?: Claim_Refused_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Refused_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An adult will be home" |
*
* @param {Claim_Review_Adult_HomeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_adult_home: ((inputs?: Claim_Review_Adult_HomeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Adult_HomeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answers ({count})" |
*
* @param {Claim_Review_AnswersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_answers: ((inputs: Claim_Review_AnswersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_AnswersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Claim_Review_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_contact: ((inputs?: Claim_Review_ContactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ContactInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Fee_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_fee_none: ((inputs?: Claim_Review_Fee_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Fee_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Needs repair" |
*
* @param {Claim_Review_ItemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_item: ((inputs?: Claim_Review_ItemInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_ItemInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection." |
*
* @param {Claim_Review_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_offline: ((inputs?: Claim_Review_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Your request will be saved on this device and wait for the connection. Before it is sent we will ask you to confirm the {amount} service cal..." |
*
* @param {Claim_Review_Offline_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_offline_fee: ((inputs: Claim_Review_Offline_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Offline_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Photo" |
*
* @param {Claim_Review_PhotoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo: ((inputs?: Claim_Review_PhotoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PhotoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Claim_Review_Photo_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo_none: ((inputs?: Claim_Review_Photo_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} (not sent while offline)" |
*
* @param {Claim_Review_Photo_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_photo_offline: ((inputs: Claim_Review_Photo_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_Photo_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Claim_Review_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_plan: ((inputs?: Claim_Review_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review your request" |
*
* @param {Claim_Review_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_title: ((inputs?: Claim_Review_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Visit" |
*
* @param {Claim_Review_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_review_visit: ((inputs?: Claim_Review_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Review_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Important" |
*
* @param {Claim_Safety_ImportantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_important: ((inputs?: Claim_Safety_ImportantInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_ImportantInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please read the safety information before you go on." |
*
* @param {Claim_Safety_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_text: ((inputs?: Claim_Safety_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Important safety information" |
*
* @param {Claim_Safety_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_title: ((inputs?: Claim_Safety_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I understand" |
*
* @param {Claim_Safety_UnderstandInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_safety_understand: ((inputs?: Claim_Safety_UnderstandInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Safety_UnderstandInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save and send when online" |
*
* @param {Claim_Save_For_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_save_for_later: ((inputs?: Claim_Save_For_LaterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Save_For_LaterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "When you are back online we will ask you to confirm the {amount} service call fee before it is sent. You will find it under My Account." |
*
* @param {Claim_Saved_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_fee: ((inputs: Claim_Saved_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It will be sent as soon as you are back online. You will find it under My Account." |
*
* @param {Claim_Saved_No_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_no_fee: ((inputs?: Claim_Saved_No_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_No_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Your {item} request is saved on this device and is waiting to send." |
*
* @param {Claim_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_text: ((inputs: Claim_Saved_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Saved on this device" |
*
* @param {Claim_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_saved_title: ((inputs?: Claim_Saved_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Saved_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending your request" |
*
* @param {Claim_Sending_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_sending_title: ((inputs?: Claim_Sending_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Sending_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} star" |
* | "other" | "{count} stars" |
*
* @param {Claim_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_stars: ((inputs: Claim_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit and pay {amount}" |
*
* @param {Claim_Submit_And_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_submit_and_pay: ((inputs: Claim_Submit_And_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_And_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit Request" |
*
* @param {Claim_Submit_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_submit_request: ((inputs?: Claim_Submit_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Submit_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your visit is booked: {window}. The technician will be in touch before coming." |
*
* @param {Claim_Success_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_booked: ((inputs: Claim_Success_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To change the time, use the link in the e-mail we are sending you, or your request under My Account." |
*
* @param {Claim_Success_Booked_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_booked_change: ((inputs?: Claim_Success_Booked_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_Booked_ChangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If this is an emergency, please call us at {phone}." |
*
* @param {Claim_Success_EmergencyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_emergency: ((inputs: Claim_Success_EmergencyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_EmergencyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Otherwise, your request will be handled on the next business day." |
*
* @param {Claim_Success_Next_Business_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_success_next_business_day: ((inputs?: Claim_Success_Next_Business_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Success_Next_Business_DayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Finding open times…" |
*
* @param {Claim_Time_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_finding: ((inputs?: Claim_Time_FindingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_FindingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Visit time" |
*
* @param {Claim_Time_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_legend: ((inputs?: Claim_Time_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open times could not be loaded. You can still file now." |
*
* @param {Claim_Time_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_load_failure: ((inputs?: Claim_Time_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The contractors who work at this address have no open times in the next two weeks. We will call you to schedule the visit." |
*
* @param {Claim_Time_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_none: ((inputs?: Claim_Time_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No contractor who repairs this item works at this address yet, so no time can be booked online. Your request is still filed, and we will call you to schedule..." |
*
* @param {Claim_Time_None_LocalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_none_local: ((inputs?: Claim_Time_None_LocalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_None_LocalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Visits take up to two hours. Times are local to the property." |
*
* @param {Claim_Time_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_note: ((inputs?: Claim_Time_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a time" |
*
* @param {Claim_Time_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_time_title: ((inputs?: Claim_Time_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Time_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Claim_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_try_again: ((inputs?: Claim_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "View My Service Requests" |
*
* @param {Claim_View_HistoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_view_history: ((inputs?: Claim_View_HistoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_View_HistoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will call you to schedule" |
*
* @param {Claim_We_Will_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_we_will_call: ((inputs?: Claim_We_Will_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_We_Will_CallInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Claim_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_yes: ((inputs?: Claim_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answer" |
*
* @param {Claim_Your_AnswerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_answer: ((inputs?: Claim_Your_AnswerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_AnswerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your answer ({unit})" |
*
* @param {Claim_Your_Answer_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_answer_in: ((inputs: Claim_Your_Answer_InInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_Answer_InInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your initials" |
*
* @param {Claim_Your_InitialsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_initials: ((inputs?: Claim_Your_InitialsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_InitialsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your plans" |
*
* @param {Claim_Your_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claim_your_plans: ((inputs?: Claim_Your_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claim_Your_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "24 hours" |
*
* @param {Claims_Assign_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_assign_figure: ((inputs?: Claims_Assign_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "to assign a contractor to your claim" |
*
* @param {Claims_Assign_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_assign_text: ((inputs?: Claims_Assign_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Assign_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best in region" |
*
* @param {Claims_Award_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_award_figure: ((inputs?: Claims_Award_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "in 2014, 2015, 2016, 2019 and 2020" |
*
* @param {Claims_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_award_text: ((inputs?: Claims_Award_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Award_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why homeowners choose us" |
*
* @param {Claims_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_heading: ((inputs?: Claims_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "70,000+" |
*
* @param {Claims_Homeowners_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_homeowners_figure: ((inputs?: Claims_Homeowners_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "homeowners protected" |
*
* @param {Claims_Homeowners_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_homeowners_text: ((inputs?: Claims_Homeowners_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Homeowners_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "9,000+" |
*
* @param {Claims_Parts_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_parts_figure: ((inputs?: Claims_Parts_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "parts covered; over 5,000 replaced last year" |
*
* @param {Claims_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_parts_text: ((inputs?: Claims_Parts_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Parts_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "$35/mo" |
*
* @param {Claims_Price_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_price_figure: ((inputs?: Claims_Price_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "plans starting from" |
*
* @param {Claims_Price_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_price_text: ((inputs?: Claims_Price_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Price_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "$200" |
*
* @param {Claims_Saving_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_saving_figure: ((inputs?: Claims_Saving_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "average saving per approved repair" |
*
* @param {Claims_Saving_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_saving_text: ((inputs?: Claims_Saving_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Saving_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "200+" |
*
* @param {Claims_Staff_FigureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_staff_figure: ((inputs?: Claims_Staff_FigureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_FigureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "full-time staff" |
*
* @param {Claims_Staff_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const claims_staff_text: ((inputs?: Claims_Staff_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Claims_Staff_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry - There was a problem loading the requested article. Please try again." |
*
* @param {Common_Article_Load_Failure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_article_load_failure_text: ((inputs?: Common_Article_Load_Failure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Could not load article" |
*
* @param {Common_Article_Load_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_article_load_failure_title: ((inputs?: Common_Article_Load_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Article_Load_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error occurred trying to download the brochure. Please call us for assistance" |
*
* @param {Common_Brochure_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_brochure_error_text: ((inputs?: Common_Brochure_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download Brochure Error" |
*
* @param {Common_Brochure_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_brochure_error_title: ((inputs?: Common_Brochure_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Brochure_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This password appears in lists of passwords exposed in data breaches, so it is easy to guess. Please choose another." |
*
* @param {Common_Change_Password_BreachedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_breached: ((inputs?: Common_Change_Password_BreachedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_BreachedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The current password you entered is incorrect." |
*
* @param {Common_Change_Password_Current_IncorrectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_current_incorrect: ((inputs?: Common_Change_Password_Current_IncorrectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_IncorrectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your current password." |
*
* @param {Common_Change_Password_Current_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_current_required: ((inputs?: Common_Change_Password_Current_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Current_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while changing your password, please try again." |
*
* @param {Common_Change_Password_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_failure: ((inputs?: Common_Change_Password_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A password-reset link sets a new password once, within {minutes} minutes of opening it. Please enter your current password, or ask for a new link with \"Forgo..." |
*
* @param {Common_Change_Password_Reset_Link_SpentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_reset_link_spent: ((inputs: Common_Change_Password_Reset_Link_SpentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Reset_Link_SpentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a new password that is different from your current one." |
*
* @param {Common_Change_Password_Same_As_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_same_as_current: ((inputs?: Common_Change_Password_Same_As_CurrentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_Same_As_CurrentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Password Changed." |
*
* @param {Common_Change_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_change_password_success: ((inputs?: Common_Change_Password_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Change_Password_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We answer within one business day." |
*
* @param {Common_Chat_Answer_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_answer_time: ((inputs?: Common_Chat_Answer_TimeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_Answer_TimeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Common_Chat_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_failed: ((inputs: Common_Chat_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you, your message is on its way to customer care." |
*
* @param {Common_Chat_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_chat_sent: ((inputs?: Common_Chat_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Chat_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Contact_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_email_invalid: ((inputs?: Common_Contact_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Contact_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_email_required: ((inputs?: Common_Contact_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a message." |
*
* @param {Common_Contact_Message_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_message_required: ((inputs?: Common_Contact_Message_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_Message_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for contacting us. We will get back to you soon." |
*
* @param {Common_Contact_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_contact_success: ((inputs?: Common_Contact_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Contact_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Convert Failed" |
*
* @param {Common_Convert_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_convert_failure_title: ((inputs?: Common_Convert_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Convert_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sorry, we couldn't find the coupon code you provided." |
*
* @param {Common_Coupon_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_coupon_failure: ((inputs?: Common_Coupon_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You just saved ${amount}!" |
*
* @param {Common_Coupon_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_coupon_success: ((inputs: Common_Coupon_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Coupon_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "before must be a time within the last twenty years." |
*
* @param {Common_Date_Window_Audit_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_date_window_audit_page: ((inputs?: Common_Date_Window_Audit_PageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_Window_Audit_PageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A blocked day must be within two years of today." |
*
* @param {Common_Date_Window_Blocked_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_date_window_blocked_day: ((inputs?: Common_Date_Window_Blocked_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_Window_Blocked_DayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The cheque’s received date must be within the last two years." |
*
* @param {Common_Date_Window_Cheque_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_date_window_cheque_received: ((inputs?: Common_Date_Window_Cheque_ReceivedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_Window_Cheque_ReceivedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The closing date must be within two years of today." |
*
* @param {Common_Date_Window_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_date_window_closing: ((inputs?: Common_Date_Window_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_Window_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The visit must be from today to six months ahead." |
*
* @param {Common_Date_Window_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_date_window_visit: ((inputs?: Common_Date_Window_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_Window_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The welcome call must be from today to six months ahead." |
*
* @param {Common_Date_Window_Welcome_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_date_window_welcome_call: ((inputs?: Common_Date_Window_Welcome_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Date_Window_Welcome_CallInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to set the default payment method." |
*
* @param {Common_Default_Payment_Method_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_default_payment_method_failure: ((inputs?: Common_Default_Payment_Method_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Default_Payment_Method_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The cost of this dispatch ticket exceeds your pre-authorized amount of ${preAuthorizedAmount}. You must be under your pre-authorized amount in order to add p..." |
*
* @param {Common_Dispatch_Change_Discount_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_change_discount_text: ((inputs: Common_Dispatch_Change_Discount_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change Discount" |
*
* @param {Common_Dispatch_Change_Discount_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_change_discount_title: ((inputs?: Common_Dispatch_Change_Discount_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Change_Discount_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error submitting changes" |
*
* @param {Common_Dispatch_Save_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_save_failure: ((inputs?: Common_Dispatch_Save_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully submitted your changes." |
*
* @param {Common_Dispatch_Save_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_save_success: ((inputs?: Common_Dispatch_Save_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Save_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submission cancelled" |
*
* @param {Common_Dispatch_Submission_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_dispatch_submission_cancelled: ((inputs?: Common_Dispatch_Submission_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Dispatch_Submission_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load feature flagging items." |
*
* @param {Common_Feature_Flags_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_feature_flags_load_failure: ((inputs?: Common_Feature_Flags_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Feature_Flags_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while sending the file, please try again." |
*
* @param {Common_File_Upload_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_failure: ((inputs?: Common_File_Upload_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending File..." |
*
* @param {Common_File_Upload_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_sending: ((inputs?: Common_File_Upload_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "File Sent" |
*
* @param {Common_File_Upload_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_file_upload_success: ((inputs?: Common_File_Upload_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_File_Upload_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The email address is incorrect. Please verify your email and try again." |
*
* @param {Common_Forgot_Password_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_email_invalid: ((inputs?: Common_Forgot_Password_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your email address." |
*
* @param {Common_Forgot_Password_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_email_required: ((inputs?: Common_Forgot_Password_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If an account is set up, an email will be sent to the specified email address {email}." |
*
* @param {Common_Forgot_Password_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_success: ((inputs: Common_Forgot_Password_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Let us help! Please enter your email." |
*
* @param {Common_Forgot_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_text: ((inputs?: Common_Forgot_Password_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Trouble Logging In?" |
*
* @param {Common_Forgot_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_forgot_password_title: ((inputs?: Common_Forgot_Password_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Forgot_Password_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Timed Out!" |
*
* @param {Common_Geolocation_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_geolocation_timed_out: ((inputs?: Common_Geolocation_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This browser does not support geolocation." |
*
* @param {Common_Geolocation_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_geolocation_unsupported: ((inputs?: Common_Geolocation_UnsupportedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Geolocation_UnsupportedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while either attempting to impersonate or ending impersonation." |
*
* @param {Common_Impersonation_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_impersonation_failure: ((inputs?: Common_Impersonation_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Impersonation_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to load essential scripts needed to make this site work on your browser. Please try again or try a different browser." |
*
* @param {Common_Initialization_Essential_Scripts_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_essential_scripts_failed: ((inputs?: Common_Initialization_Essential_Scripts_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Essential_Scripts_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. The app shows what was saved on this device." |
*
* @param {Common_Initialization_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_offline: ((inputs?: Common_Initialization_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Initialization timed out." |
*
* @param {Common_Initialization_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_initialization_timed_out: ((inputs?: Common_Initialization_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Initialization_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Common_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_loading: ((inputs?: Common_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The username or password you entered were incorrect. Please try again." |
*
* @param {Common_Login_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_error_text: ((inputs?: Common_Login_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login Error" |
*
* @param {Common_Login_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_error_title: ((inputs?: Common_Login_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This sign-in link is invalid or has expired." |
*
* @param {Common_Login_Link_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_link_invalid: ((inputs?: Common_Login_Link_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Link_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please login to request repair" |
*
* @param {Common_Login_Repair_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_repair_title: ((inputs?: Common_Login_Repair_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Repair_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your session has expired. Please sign in again." |
*
* @param {Common_Login_Session_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_session_expired: ((inputs?: Common_Login_Session_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Session_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login to Your Account" |
*
* @param {Common_Login_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_title: ((inputs?: Common_Login_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Too many sign-in attempts. Please wait a few minutes and try again." |
*
* @param {Common_Login_Too_Many_AttemptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_too_many_attempts: ((inputs?: Common_Login_Too_Many_AttemptsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Too_Many_AttemptsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} change is not sent yet. It is kept on this device and will be sent when you sign in again." |
* | "other" | "{count} changes are not sent yet. They are kept on this device and will be sent when you sign in again." |
*
* @param {Common_Login_Unsent_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_login_unsent_kept: ((inputs: Common_Login_Unsent_KeptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Login_Unsent_KeptInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We found multiple accounts associated with your email address and have consolidated them. Please login again." |
*
* @param {Common_Merge_AutomaticInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_merge_automatic: ((inputs?: Common_Merge_AutomaticInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_AutomaticInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your user accounts have been successfully consolidated. Please login again." |
*
* @param {Common_Merge_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_merge_success: ((inputs?: Common_Merge_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Merge_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Common_Newsletter_Confirm_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_button: ((inputs?: Common_Newsletter_Confirm_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This confirmation link is not valid any more: it was already used or has expired. Please subscribe again to get a new one." |
*
* @param {Common_Newsletter_Confirm_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_invalid: ((inputs?: Common_Newsletter_Confirm_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We sent a link to {email}. Open it to confirm your subscription; until then we send you nothing." |
*
* @param {Common_Newsletter_Confirm_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_sent: ((inputs: Common_Newsletter_Confirm_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Check your inbox" |
*
* @param {Common_Newsletter_Confirm_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_sent_title: ((inputs?: Common_Newsletter_Confirm_Sent_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_Sent_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm that you would like to receive our newsletter at the address this link was sent to." |
*
* @param {Common_Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_text: ((inputs?: Common_Newsletter_Confirm_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your subscription" |
*
* @param {Common_Newsletter_Confirm_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirm_title: ((inputs?: Common_Newsletter_Confirm_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirm_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Confirmed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_confirmed_title: ((inputs?: Common_Newsletter_Confirmed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Confirmed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while subscribing to the newsletter, please try again." |
*
* @param {Common_Newsletter_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_failure: ((inputs?: Common_Newsletter_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscription Failed!" |
*
* @param {Common_Newsletter_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_failure_title: ((inputs?: Common_Newsletter_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email is required." |
*
* @param {Common_Newsletter_Field_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_field_error: ((inputs?: Common_Newsletter_Field_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter an e-mail address like name@example.com." |
*
* @param {Common_Newsletter_Field_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_field_invalid: ((inputs?: Common_Newsletter_Field_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Field_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The email address you entered is incorrect. Please try again." |
*
* @param {Common_Newsletter_Invalid_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_invalid_text: ((inputs?: Common_Newsletter_Invalid_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Invalid Email" |
*
* @param {Common_Newsletter_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_invalid_title: ((inputs?: Common_Newsletter_Invalid_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Invalid_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{email} is now signed up for the newsletter!" |
*
* @param {Common_Newsletter_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_success: ((inputs: Common_Newsletter_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribed!" |
*
* @param {Common_Newsletter_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_newsletter_success_title: ((inputs?: Common_Newsletter_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Newsletter_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We're sorry, but we don't (yet) provide service to your zip code." |
*
* @param {Common_No_Service_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_no_service_text: ((inputs?: Common_No_Service_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No Service" |
*
* @param {Common_No_Service_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_no_service_title: ((inputs?: Common_No_Service_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_No_Service_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An amount of money in the request is too large or not a number." |
*
* @param {Common_Not_An_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_an_amount: ((inputs?: Common_Not_An_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_An_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Go Back" |
*
* @param {Common_Not_Found_Go_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_go_back: ((inputs?: Common_Not_Found_Go_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_Go_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We can't seem to find the page you're looking for." |
*
* @param {Common_Not_Found_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_text: ((inputs?: Common_Not_Found_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Oh no… This isn't right" |
*
* @param {Common_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_not_found_title: ((inputs?: Common_Not_Found_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Not_Found_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your order has been successfully completed." |
*
* @param {Common_Order_Complete_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_order_complete_text: ((inputs?: Common_Order_Complete_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order Completed" |
*
* @param {Common_Order_Complete_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_order_complete_title: ((inputs?: Common_Order_Complete_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Order_Complete_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save Failed" |
*
* @param {Common_Partner_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_partner_failure_title: ((inputs?: Common_Partner_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agent information saved successfully." |
*
* @param {Common_Partner_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_partner_success: ((inputs?: Common_Partner_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Partner_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Successfully processed payment for contract: {policyNumber}" |
*
* @param {Common_Payment_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_payment_success: ((inputs: Common_Payment_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Payment_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Budget Amount is required." |
*
* @param {Common_Quick_Order_Budget_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quick_order_budget_required: ((inputs?: Common_Quick_Order_Budget_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Budget Amount must be at most {most}." |
*
* @param {Common_Quick_Order_Budget_Too_LargeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quick_order_budget_too_large: ((inputs: Common_Quick_Order_Budget_Too_LargeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quick_Order_Budget_Too_LargeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Address is required." |
*
* @param {Common_Quote_Address_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_address_required: ((inputs?: Common_Quote_Address_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Address_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {Common_Quote_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_email_invalid: ((inputs?: Common_Quote_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {Common_Quote_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_email_required: ((inputs?: Common_Quote_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quote Error" |
*
* @param {Common_Quote_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_error_title: ((inputs?: Common_Quote_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Common_Quote_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_name_required: ((inputs?: Common_Quote_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone number is required." |
*
* @param {Common_Quote_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_phone_required: ((inputs?: Common_Quote_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Zip code is required." |
*
* @param {Common_Quote_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_quote_zip_required: ((inputs?: Common_Quote_Zip_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Quote_Zip_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "REQUIRED" |
*
* @param {Common_Required_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_required_label: ((inputs?: Common_Required_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Required_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There's a Problem...!" |
*
* @param {Common_Service_Request_Authorization_Failure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_authorization_failure_title: ((inputs?: Common_Service_Request_Authorization_Failure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Authorization_Failure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An error occurred while submitting your claim." |
*
* @param {Common_Service_Request_Claim_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_claim_failure: ((inputs?: Common_Service_Request_Claim_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Claim_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Oops, something went wrong! Please call us at {phone}" |
*
* @param {Common_Service_Request_Send_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_send_failure: ((inputs: Common_Service_Request_Send_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Send_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submitting service request. Please wait..." |
*
* @param {Common_Service_Request_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_submitting: ((inputs?: Common_Service_Request_SubmittingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_SubmittingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We received your service request after normal business hours, but we still have people on staff to help if this is an emergency." |
*
* @param {Common_Service_Request_Success_After_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_success_after_hours: ((inputs?: Common_Service_Request_Success_After_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_After_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We received your service request. Someone will be in contact with you to discuss your issue or schedule an appointment." |
*
* @param {Common_Service_Request_Success_In_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_service_request_success_in_hours: ((inputs?: Common_Service_Request_Success_In_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Service_Request_Success_In_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to cancel work order. Please call for assistance." |
*
* @param {Common_Status_Update_Cancel_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_failure: ((inputs?: Common_Status_Update_Cancel_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancellation request has been submitted" |
*
* @param {Common_Status_Update_Cancel_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_success_text: ((inputs?: Common_Status_Update_Cancel_Success_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm" |
*
* @param {Common_Status_Update_Cancel_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_cancel_success_title: ((inputs?: Common_Status_Update_Cancel_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Cancel_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Failed to complete status update. Please call for assistance." |
*
* @param {Common_Status_Update_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_failure: ((inputs?: Common_Status_Update_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Scheduled status has been successfully submitted" |
*
* @param {Common_Status_Update_Success_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_success_text: ((inputs?: Common_Status_Update_Success_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you" |
*
* @param {Common_Status_Update_Success_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_status_update_success_title: ((inputs?: Common_Status_Update_Success_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Status_Update_Success_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email is invalid." |
*
* @param {Common_Streem_Signup_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_email_invalid: ((inputs?: Common_Streem_Signup_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong please try again later." |
*
* @param {Common_Streem_Signup_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_failure: ((inputs?: Common_Streem_Signup_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "PhoneNumber must be 12 characters, as 555-555-0100." |
*
* @param {Common_Streem_Signup_Phone_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_phone_length: ((inputs?: Common_Streem_Signup_Phone_LengthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_LengthInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "PhoneNumber is required" |
*
* @param {Common_Streem_Signup_Phone_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_phone_required: ((inputs?: Common_Streem_Signup_Phone_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_Phone_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{field} is required." |
*
* @param {Common_Streem_Signup_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_required: ((inputs: Common_Streem_Signup_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you! We will reach out within a couple of business days to complete your signup." |
*
* @param {Common_Streem_Signup_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_streem_signup_success: ((inputs?: Common_Streem_Signup_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Streem_Signup_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have successfully been enrolled to recieve updates through text messaging." |
*
* @param {Common_Text_Opt_In_SuccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_text_opt_in_success: ((inputs?: Common_Text_Opt_In_SuccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Text_Opt_In_SuccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We have received this request many times from you in a short while. Please try again {wait}." |
*
* @param {Common_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_too_many_requests: ((inputs: Common_Too_Many_RequestsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Too_Many_RequestsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unable to reach the server. Check your connection and try again." |
*
* @param {Common_Transport_Network_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_network_error: ((inputs?: Common_Transport_Network_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Network_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Error communicating with the server. Please try again later." |
*
* @param {Common_Transport_Server_Error_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_text: ((inputs?: Common_Transport_Server_Error_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Server Error" |
*
* @param {Common_Transport_Server_Error_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_title: ((inputs?: Common_Transport_Server_Error_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Server Error. Response Code {status}" |
*
* @param {Common_Transport_Server_Error_With_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_transport_server_error_with_code: ((inputs: Common_Transport_Server_Error_With_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Transport_Server_Error_With_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A new version is available" |
*
* @param {Common_Update_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_update_available: ((inputs?: Common_Update_AvailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_AvailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reload" |
*
* @param {Common_Update_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_update_reload: ((inputs?: Common_Update_ReloadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Update_ReloadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Oops...we need a bit more information!" |
*
* @param {Common_Validation_Dialog_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const common_validation_dialog_title: ((inputs?: Common_Validation_Dialog_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_Validation_Dialog_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Customer care" |
*
* @param {Contact_Customer_CareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_customer_care: ((inputs?: Contact_Customer_CareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Customer_CareInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call, e-mail or write to {brand}: customer care, media contacts and our mailing address." |
*
* @param {Contact_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_description: ((inputs: Contact_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We are here to help" |
*
* @param {Contact_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_eyebrow: ((inputs?: Contact_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your message. Please try again, or call us at {phone}." |
*
* @param {Contact_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_failed_text: ((inputs: Contact_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Message Not Sent" |
*
* @param {Contact_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_failed_title: ((inputs?: Contact_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send us a message" |
*
* @param {Contact_Form_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_heading: ((inputs?: Contact_Form_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We read every message and answer by e-mail or phone." |
*
* @param {Contact_Form_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_intro: ((inputs?: Contact_Form_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact" |
*
* @param {Contact_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_form_label: ((inputs?: Contact_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact information" |
*
* @param {Contact_Info_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_info_heading: ((inputs?: Contact_Info_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Info_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about a plan, a claim or an invoice? Our customer care team answers the phone and the inbox. To request a repair, use Request Repair at the top of ..." |
*
* @param {Contact_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_intro: ((inputs?: Contact_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Mailing address" |
*
* @param {Contact_Mailing_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_mailing_address: ((inputs?: Contact_Mailing_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Mailing_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Media contact" |
*
* @param {Contact_MediaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_media: ((inputs?: Contact_MediaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_MediaInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How can we help?" |
*
* @param {Contact_Message_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_message_label: ((inputs?: Contact_Message_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Message_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Message Sent" |
*
* @param {Contact_Sent_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_sent_title: ((inputs?: Contact_Sent_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Sent_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Contact_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_submit: ((inputs?: Contact_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Contact_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const contact_title: ((inputs?: Contact_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Close the privacy notice" |
*
* @param {Cookie_Bar_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_close: ((inputs?: Cookie_Bar_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We use cookies to keep you signed in, remember your choices and see which pages help visitors most. Read how in our Privacy Policy." |
*
* @param {Cookie_Bar_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_text: ((inputs?: Cookie_Bar_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Cookie_Bar_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Cookie_Bar_TextInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "We value your privacy" |
*
* @param {Cookie_Bar_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const cookie_bar_title: ((inputs?: Cookie_Bar_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Cookie_Bar_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day ago" |
* | "other" | "{count} days ago" |
*
* @param {Data_Age_DaysInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const data_age_days: ((inputs: Data_Age_DaysInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Age_DaysInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} hour ago" |
* | "other" | "{count} hours ago" |
*
* @param {Data_Age_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const data_age_hours: ((inputs: Data_Age_HoursInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Age_HoursInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "just now" |
*
* @param {Data_Age_Just_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const data_age_just_now: ((inputs?: Data_Age_Just_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Age_Just_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} minute ago" |
* | "other" | "{count} minutes ago" |
*
* @param {Data_Age_MinutesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const data_age_minutes: ((inputs: Data_Age_MinutesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Age_MinutesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Showing the copy saved on this device from {when} ({age})." |
*
* @param {Data_Age_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const data_age_offline: ((inputs: Data_Age_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Age_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Could not refresh. Showing the copy saved on this device from {when} ({age})." |
*
* @param {Data_Age_Refresh_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const data_age_refresh_failed: ((inputs: Data_Age_Refresh_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Data_Age_Refresh_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Escrow_Invoice_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_amount_due: ((inputs?: Escrow_Invoice_Amount_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Escrow_Invoice_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_amount_paid: ((inputs?: Escrow_Invoice_Amount_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Amount_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Escrow_Invoice_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_buyer: ((inputs?: Escrow_Invoice_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions about this invoice? Call {brand} at {phone}." |
*
* @param {Escrow_Invoice_Cancelled_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_call: ((inputs: Escrow_Invoice_Cancelled_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Escrow_Invoice_Cancelled_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} was cancelled, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_contract_cancelled: ((inputs: Escrow_Invoice_Cancelled_Contract_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber} has expired, so nothing is due on this invoice and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_Contract_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_contract_expired: ((inputs: Escrow_Invoice_Cancelled_Contract_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_Contract_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing is due on this invoice any more, and it can no longer be paid." |
*
* @param {Escrow_Invoice_Cancelled_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_invoice: ((inputs?: Escrow_Invoice_Cancelled_InvoiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_InvoiceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This invoice was cancelled" |
*
* @param {Escrow_Invoice_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_cancelled_title: ((inputs?: Escrow_Invoice_Cancelled_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Cancelled_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Closing date" |
*
* @param {Escrow_Invoice_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_closing_date: ((inputs?: Escrow_Invoice_Closing_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Closing_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Escrow_Invoice_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_contract_number: ((inputs?: Escrow_Invoice_Contract_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Contract_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your e-mail (for the receipt)" |
*
* @param {Escrow_Invoice_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_email_label: ((inputs?: Escrow_Invoice_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your e-mail." |
*
* @param {Escrow_Invoice_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_email_required: ((inputs?: Escrow_Invoice_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The invoice could not be loaded. Please check your connection and try again." |
*
* @param {Escrow_Invoice_Load_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_load_failure: ((inputs?: Escrow_Invoice_Load_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Load_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the invoice…" |
*
* @param {Escrow_Invoice_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_loading: ((inputs?: Escrow_Invoice_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your e-mail above first: the card is saved for it." |
*
* @param {Escrow_Invoice_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_needs_email: ((inputs?: Escrow_Invoice_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not set" |
*
* @param {Escrow_Invoice_Not_SetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_not_set: ((inputs?: Escrow_Invoice_Not_SetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Not_SetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paid: ((inputs?: Escrow_Invoice_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid on {date}. Thank you: the buyer’s coverage starts at the close of escrow." |
*
* @param {Escrow_Invoice_Paid_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paid_on: ((inputs: Escrow_Invoice_Paid_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Paid_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay {amount}" |
*
* @param {Escrow_Invoice_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_pay: ((inputs: Escrow_Invoice_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay by card" |
*
* @param {Escrow_Invoice_Pay_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_pay_title: ((inputs?: Escrow_Invoice_Pay_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Pay_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paying…" |
*
* @param {Escrow_Invoice_PayingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_paying: ((inputs?: Escrow_Invoice_PayingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PayingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The payment could not be made. Please try again." |
*
* @param {Escrow_Invoice_Payment_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_payment_failure: ((inputs?: Escrow_Invoice_Payment_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Payment_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Escrow_Invoice_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_plan: ((inputs?: Escrow_Invoice_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Escrow_Invoice_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_property: ((inputs?: Escrow_Invoice_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Questions? Call {brand} at {phone}. To pay by cheque, make it payable to {brand} with the contract number on it." |
*
* @param {Escrow_Invoice_QuestionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_questions: ((inputs: Escrow_Invoice_QuestionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Escrow_Invoice_QuestionsInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Escrow_Invoice_QuestionsInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Invoice Due at Closing" |
*
* @param {Escrow_Invoice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_title: ((inputs?: Escrow_Invoice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Escrow_Invoice_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const escrow_invoice_try_again: ((inputs?: Escrow_Invoice_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Escrow_Invoice_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "About Us" |
*
* @param {Footer_AboutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_about: ((inputs?: Footer_AboutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AboutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accessibility" |
*
* @param {Footer_AccessibilityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_accessibility: ((inputs?: Footer_AccessibilityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_AccessibilityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Footer_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_call: ((inputs: Footer_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Footer_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Footer_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Contact Us" |
*
* @param {Footer_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_contact: ((inputs?: Footer_ContactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContactInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Footer_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_contractors: ((inputs?: Footer_ContractorsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ContractorsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowners" |
*
* @param {Footer_HomeownersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_homeowners: ((inputs?: Footer_HomeownersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_HomeownersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Footer" |
*
* @param {Footer_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_nav_label: ((inputs?: Footer_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Footer_Privacy_ChoicesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_privacy_choices: ((inputs?: Footer_Privacy_ChoicesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_ChoicesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Footer_Privacy_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_privacy_policy: ((inputs?: Footer_Privacy_PolicyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Privacy_PolicyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Footer_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_real_estate: ((inputs?: Footer_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Footer_ResourcesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_resources: ((inputs?: Footer_ResourcesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_ResourcesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State Privacy Notice" |
*
* @param {Footer_State_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_state_notice: ((inputs?: Footer_State_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_State_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty plans in Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Footer_TaglineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_tagline: ((inputs?: Footer_TaglineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TaglineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Terms of Use" |
*
* @param {Footer_TermsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const footer_terms: ((inputs?: Footer_TermsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Footer_TermsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Account" |
*
* @param {Header_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_account: ((inputs?: Header_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call {phone}" |
*
* @param {Header_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_call: ((inputs: Header_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_CallInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contractors" |
*
* @param {Header_ContractorsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_contractors: ((inputs?: Header_ContractorsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_ContractorsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} home" |
*
* @param {Header_Home_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_home_link: ((inputs: Header_Home_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Home_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Header_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_homeowner: ((inputs?: Header_HomeownerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_HomeownerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Header_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_login: ((inputs?: Header_LoginInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_LoginInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "My Account" |
*
* @param {Header_My_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_my_account: ((inputs?: Header_My_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_My_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Main" |
*
* @param {Header_Nav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_nav_label: ((inputs?: Header_Nav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Nav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate" |
*
* @param {Header_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const header_real_estate: ((inputs?: Header_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Header_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Become a Contractor" |
*
* @param {Home_Become_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_become_contractor: ((inputs?: Home_Become_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Become_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our plans on paper, in English or Spanish, ready for your next listing." |
*
* @param {Home_Buyers_Callout_Brochure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_brochure_text: ((inputs?: Home_Buyers_Callout_Brochure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request a Brochure" |
*
* @param {Home_Buyers_Callout_Brochure_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_brochure_title: ((inputs?: Home_Buyers_Callout_Brochure_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Brochure_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A representative in your market for training, brochures and orders." |
*
* @param {Home_Buyers_Callout_Reps_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_reps_text: ((inputs?: Home_Buyers_Callout_Reps_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Local Reps" |
*
* @param {Home_Buyers_Callout_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_reps_title: ((inputs?: Home_Buyers_Callout_Reps_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Reps_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Guides on buying, selling and home care to share with your clients." |
*
* @param {Home_Buyers_Callout_Tools_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_tools_text: ((inputs?: Home_Buyers_Callout_Tools_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Educational Tools" |
*
* @param {Home_Buyers_Callout_Tools_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_tools_title: ((inputs?: Home_Buyers_Callout_Tools_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Tools_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hear from agents and escrow officers who order with us every week." |
*
* @param {Home_Buyers_Callout_Why_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_why_text: ((inputs?: Home_Buyers_Callout_Why_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why Choose Us" |
*
* @param {Home_Buyers_Callout_Why_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callout_why_title: ((inputs?: Home_Buyers_Callout_Why_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callout_Why_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How we help real estate professionals" |
*
* @param {Home_Buyers_Callouts_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_callouts_heading: ((inputs?: Home_Buyers_Callouts_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Callouts_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For agents, brokers and escrow officers" |
*
* @param {Home_Buyers_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_eyebrow: ((inputs?: Home_Buyers_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty for Real Estate Professionals" |
*
* @param {Home_Buyers_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_heading: ((inputs?: Home_Buyers_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Give your buyers a first year without surprise repair bills and your sellers peace of mind while the home is listed. Order in minutes, pay at closing, and co..." |
*
* @param {Home_Buyers_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_intro: ((inputs?: Home_Buyers_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Guides and articles for real estate professionals and their clients: buying and selling a home, home warranty basics and home maintenance." |
*
* @param {Home_Buyers_Meta_Benefits_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_benefits_description: ((inputs?: Home_Buyers_Meta_Benefits_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate Education Tools" |
*
* @param {Home_Buyers_Meta_Benefits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_benefits_title: ((inputs?: Home_Buyers_Meta_Benefits_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Benefits_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty plans for home buyers, sellers and their agents in Arizona, Idaho, Nevada, Oregon, Texas and Utah: quick orders, listing coverage, brochures an..." |
*
* @param {Home_Buyers_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_description: ((inputs?: Home_Buyers_Meta_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare home warranty plans for home buyers and sellers, priced by the year for a single-family home, and order one for your closing in minutes." |
*
* @param {Home_Buyers_Meta_Plans_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_plans_description: ((inputs?: Home_Buyers_Meta_Plans_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Buyer Protection Plans" |
*
* @param {Home_Buyers_Meta_Plans_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_plans_title: ((inputs?: Home_Buyers_Meta_Plans_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Plans_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet the sales representatives who help real estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah, and reach yours by phone or e-mail." |
*
* @param {Home_Buyers_Meta_Reps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reps_description: ((inputs?: Home_Buyers_Meta_Reps_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your Local Home Warranty Representative" |
*
* @param {Home_Buyers_Meta_Reps_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reps_title: ((inputs?: Home_Buyers_Meta_Reps_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reps_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What agents, brokers and escrow officers say about ordering residential service contracts for their buyers and sellers." |
*
* @param {Home_Buyers_Meta_Reviews_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reviews_description: ((inputs?: Home_Buyers_Meta_Reviews_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Residential Service Contract Reviews from Real Estate Professionals" |
*
* @param {Home_Buyers_Meta_Reviews_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_meta_reviews_title: ((inputs?: Home_Buyers_Meta_Reviews_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Meta_Reviews_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "OR" |
*
* @param {Home_Buyers_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_or: ((inputs?: Home_Buyers_OrInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_OrInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Place an Order" |
*
* @param {Home_Buyers_Place_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_place_order: ((inputs?: Home_Buyers_Place_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Place_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Buyer Plans" |
*
* @param {Home_Buyers_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_plans_heading: ((inputs?: Home_Buyers_Plans_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare our plans for home buyers and sellers, priced for the year of coverage that starts at closing. Listing coverage is available while the home is on the..." |
*
* @param {Home_Buyers_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_plans_intro: ((inputs?: Home_Buyers_Plans_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Plans_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the quick order form…" |
*
* @param {Home_Buyers_Quick_Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_quick_order_loading: ((inputs?: Home_Buyers_Quick_Order_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Quick_Order_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet your Representative" |
*
* @param {Home_Buyers_Section_RepsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_section_reps: ((inputs?: Home_Buyers_Section_RepsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_RepsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why Choose {brand}" |
*
* @param {Home_Buyers_Section_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_section_why: ((inputs: Home_Buyers_Section_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Section_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate page sections" |
*
* @param {Home_Buyers_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_buyers_subnav_label: ((inputs?: Home_Buyers_Subnav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Buyers_Subnav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For contractors" |
*
* @param {Home_Contractors_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_contractors_heading: ((inputs?: Home_Contractors_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plumbing, electrical, HVAC and appliance pros: fill your schedule with warranty customers near you. We send the work, supply major parts and pay your labor, ..." |
*
* @param {Home_Contractors_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_contractors_text: ((inputs?: Home_Contractors_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Contractors_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: home warranty plans from $35 a month in Arizona, Idaho, Nevada, Oregon, Texas and Utah. A licensed contractor within 24 hours of your claim." |
*
* @param {Home_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_description: ((inputs: Home_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Arizona · Idaho · Nevada · Oregon · Texas · Utah" |
*
* @param {Home_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_eyebrow: ((inputs?: Home_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Find Your Local Rep" |
*
* @param {Home_Find_RepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_find_rep: ((inputs?: Home_Find_RepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Find_RepInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty protection that shows up when you need it" |
*
* @param {Home_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_heading: ((inputs?: Home_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "When your air conditioner quits in July or the water heater floods the garage, one call or a few taps gets a licensed local contractor on the way. Plans star..." |
*
* @param {Home_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_intro: ((inputs?: Home_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For real estate professionals" |
*
* @param {Home_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_heading: ((inputs?: Home_Real_Estate_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate Plans" |
*
* @param {Home_Real_Estate_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_plans: ((inputs?: Home_Real_Estate_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage for sellers while the home is on the market" |
*
* @param {Home_Real_Estate_Point1Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point1: ((inputs?: Home_Real_Estate_Point1Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point1Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans paid at closing through escrow" |
*
* @param {Home_Real_Estate_Point2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point2: ((inputs?: Home_Real_Estate_Point2Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point2Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A local representative in every state we serve" |
*
* @param {Home_Real_Estate_Point3Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_point3: ((inputs?: Home_Real_Estate_Point3Inputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_Point3Inputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A home warranty helps listings stand out and gives buyers a soft landing in their first year. Agents, brokers and escrow officers order in minutes with our q..." |
*
* @param {Home_Real_Estate_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_real_estate_text: ((inputs?: Home_Real_Estate_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Real_Estate_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "See Plans & Pricing" |
*
* @param {Home_See_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_see_plans: ((inputs?: Home_See_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_See_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open a claim online at any hour, or call us. Tell us what stopped working and when you are home." |
*
* @param {Home_Step1_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step1_text: ((inputs?: Home_Step1_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request a repair" |
*
* @param {Home_Step1_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step1_title: ((inputs?: Home_Step1_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step1_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We assign a licensed local contractor within 24 hours, and they call you to set up the visit." |
*
* @param {Home_Step2_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step2_text: ((inputs?: Home_Step2_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet your contractor" |
*
* @param {Home_Step2_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step2_title: ((inputs?: Home_Step2_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step2_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Covered items are repaired or replaced. You pay the service call fee you chose, not the repair bill." |
*
* @param {Home_Step3_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step3_text: ((inputs?: Home_Step3_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay only the service fee" |
*
* @param {Home_Step3_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_step3_title: ((inputs?: Home_Step3_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Step3_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How a repair works" |
*
* @param {Home_Steps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_steps_heading: ((inputs?: Home_Steps_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Steps_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty Plans" |
*
* @param {Home_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const home_title: ((inputs?: Home_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a Plan" |
*
* @param {Homeowner_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_choose_plan: ((inputs?: Homeowner_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare home warranty plans for your home, from $35 a month. Coverage for heating, air conditioning, plumbing, electrical and appliances in Arizona, Idaho, N..." |
*
* @param {Homeowner_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_description: ((inputs?: Homeowner_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "For homeowners" |
*
* @param {Homeowner_EyebrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_eyebrow: ((inputs?: Homeowner_EyebrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_EyebrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Appliances and home systems wear out on their own schedule. A {brand} plan covers the repair or replacement of what breaks from normal wear and tear, for a s..." |
*
* @param {Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_intro: ((inputs: Homeowner_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare Home Warranty Plans" |
*
* @param {Homeowner_Plans_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_plans_heading: ((inputs?: Homeowner_Plans_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Three plans, from the home systems you use every day to full coverage of your kitchen and laundry appliances. Add pool, well, septic and more when you order...." |
*
* @param {Homeowner_Plans_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_plans_intro: ((inputs?: Homeowner_Plans_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Plans_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew Your Warranty" |
*
* @param {Homeowner_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_renew: ((inputs?: Homeowner_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request Quote" |
*
* @param {Homeowner_Request_QuoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_request_quote: ((inputs?: Homeowner_Request_QuoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Request_QuoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner page sections" |
*
* @param {Homeowner_Subnav_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_subnav_label: ((inputs?: Homeowner_Subnav_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_Subnav_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty Plans for Homeowners" |
*
* @param {Homeowner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const homeowner_title: ((inputs?: Homeowner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Homeowner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "SOLD" |
*
* @param {Illustration_SoldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const illustration_sold: ((inputs?: Illustration_SoldInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Illustration_SoldInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Install app" |
*
* @param {Install_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_app: ((inputs?: Install_AppInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_AppInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add now" |
*
* @param {Install_Card_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_card_add: ((inputs?: Install_Card_AddInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_Card_AddInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Install_Card_DismissInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_card_dismiss: ((inputs?: Install_Card_DismissInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_Card_DismissInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tap Share at the bottom of Safari, then “Add to Home Screen”." |
*
* @param {Install_Card_IosInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_card_ios: ((inputs?: Install_Card_IosInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Install_Card_IosInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Install_Card_IosInputs, {
    locale?: "en" | "es";
}, {
    share: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Add to home screen" |
*
* @param {Install_Card_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_card_title: ((inputs?: Install_Card_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_Card_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Follow your claim and reach us in one tap, even on a weak signal." |
*
* @param {Install_Card_Why_ClaimInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_card_why_claim: ((inputs?: Install_Card_Why_ClaimInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_Card_Why_ClaimInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open your tickets in one tap and keep working where the signal drops." |
*
* @param {Install_Card_Why_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_card_why_contractor: ((inputs?: Install_Card_Why_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_Card_Why_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open your plan and request a repair in one tap, even on a weak signal." |
*
* @param {Install_Card_Why_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const install_card_why_order: ((inputs?: Install_Card_Why_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Install_Card_Why_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "View this page in {language}" |
*
* @param {Language_Switch_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const language_switch_to: ((inputs: Language_Switch_ToInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Language_Switch_ToInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How we make our website and app usable for everyone, the standard we hold them to, what we know falls short, and how to reach us for help or another format." |
*
* @param {Legal_Accessibility_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_accessibility_description: ((inputs?: Legal_Accessibility_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Accessibility_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accessibility" |
*
* @param {Legal_Accessibility_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_accessibility_title: ((inputs?: Legal_Accessibility_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Accessibility_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This page is provided in English." |
*
* @param {Legal_English_GovernsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_english_governs: ((inputs?: Legal_English_GovernsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_English_GovernsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What personal information we collect, why, who we share it with, how long we keep it and the choices and rights you have." |
*
* @param {Legal_Privacy_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_privacy_description: ((inputs?: Legal_Privacy_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Policy" |
*
* @param {Legal_Privacy_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_privacy_title: ((inputs?: Legal_Privacy_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Privacy_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The privacy rights of consumers in California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia, and how to use them." |
*
* @param {Legal_State_Notice_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_state_notice_description: ((inputs?: Legal_State_Notice_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy Notice for California, Delaware, Indiana, Maryland, Nebraska, New Jersey, Texas and Virginia Consumers" |
*
* @param {Legal_State_Notice_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_state_notice_title: ((inputs?: Legal_State_Notice_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_State_Notice_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The terms for using our website and services: eligibility, acceptable use, text messages, liability and how disputes are resolved." |
*
* @param {Legal_Terms_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_terms_description: ((inputs?: Legal_Terms_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Terms & Conditions" |
*
* @param {Legal_Terms_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_terms_title: ((inputs?: Legal_Terms_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Terms_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "On this page" |
*
* @param {Legal_Toc_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_toc_label: ((inputs?: Legal_Toc_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Legal_Toc_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Last updated: {date}" |
*
* @param {Legal_UpdatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const legal_updated: ((inputs: Legal_UpdatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Legal_UpdatedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Legal_UpdatedInputs, {
    locale?: "en" | "es";
}, {
    time: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Open your account" |
*
* @param {Mail_Button_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_account: ((inputs?: Mail_Button_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change the visit" |
*
* @param {Mail_Button_Change_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_change_visit: ((inputs?: Mail_Button_Change_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Change_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a day" |
*
* @param {Mail_Button_Choose_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_choose_day: ((inputs?: Mail_Button_Choose_DayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Choose_DayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a new password" |
*
* @param {Mail_Button_Choose_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_choose_password: ((inputs?: Mail_Button_Choose_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Choose_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm the order" |
*
* @param {Mail_Button_Confirm_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_confirm_order: ((inputs?: Mail_Button_Confirm_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Confirm_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm my subscription" |
*
* @param {Mail_Button_Confirm_SubscriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_confirm_subscription: ((inputs?: Mail_Button_Confirm_SubscriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Confirm_SubscriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Create your password" |
*
* @param {Mail_Button_Create_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_create_password: ((inputs?: Mail_Button_Create_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Create_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If the button does not work, open this link:" |
*
* @param {Mail_Button_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_fallback: ((inputs?: Mail_Button_FallbackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_FallbackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a new home warranty" |
*
* @param {Mail_Button_Order_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_order_again: ((inputs?: Mail_Button_Order_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Order_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay now" |
*
* @param {Mail_Button_PayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_pay: ((inputs?: Mail_Button_PayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_PayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay the invoice" |
*
* @param {Mail_Button_Pay_InvoiceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_pay_invoice: ((inputs?: Mail_Button_Pay_InvoiceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Pay_InvoiceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew now" |
*
* @param {Mail_Button_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_renew: ((inputs?: Mail_Button_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Update your card" |
*
* @param {Mail_Button_Update_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_button_update_card: ((inputs?: Mail_Button_Update_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Button_Update_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call us at {phone}." |
*
* @param {Mail_Call_Us_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_call_us_at: ((inputs: Mail_Call_Us_AtInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Call_Us_AtInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your card ending {lastFour} is about to expire" |
*
* @param {Mail_Card_Expiry_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_card_expiry_subject: ((inputs: Mail_Card_Expiry_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Card_Expiry_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your {cardType} card ending {lastFour} expires at the end of {month}, before the next monthly payment of {amount} for {policyNumbers} on {nextCharge}. Please..." |
*
* @param {Mail_Card_Expiry_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_card_expiry_text: ((inputs: Mail_Card_Expiry_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Card_Expiry_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card was declined by the bank." |
*
* @param {Mail_Charge_Reason_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_charge_reason_declined: ((inputs?: Mail_Charge_Reason_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Charge_Reason_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card has expired." |
*
* @param {Mail_Charge_Reason_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_charge_reason_expired: ((inputs?: Mail_Charge_Reason_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Charge_Reason_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Automatic payment is off for this contract, so no card was charged." |
*
* @param {Mail_Charge_Reason_No_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_charge_reason_no_card: ((inputs?: Mail_Charge_Reason_No_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Charge_Reason_No_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card could not be found at our card processor." |
*
* @param {Mail_Charge_Reason_Profile_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_charge_reason_profile_not_found: ((inputs?: Mail_Charge_Reason_Profile_Not_FoundInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Charge_Reason_Profile_Not_FoundInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You can still renew it until {renewUntil}: your coverage starts again once the renewal is paid." |
*
* @param {Mail_Contract_Expired_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_contract_expired_renew: ((inputs: Mail_Contract_Expired_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Contract_Expired_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your home warranty {policyNumber} has ended" |
*
* @param {Mail_Contract_Expired_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_contract_expired_subject: ((inputs: Mail_Contract_Expired_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Contract_Expired_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your home warranty {policyNumber} for {address} ended on {ended} and no longer covers your home." |
*
* @param {Mail_Contract_Expired_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_contract_expired_text: ((inputs: Mail_Contract_Expired_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Contract_Expired_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your contract is in your account, and that is where you request a repair when something breaks:" |
*
* @param {Mail_Contract_Started_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_contract_started_lead: ((inputs?: Mail_Contract_Started_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Contract_Started_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your home warranty {policyNumber} has started" |
*
* @param {Mail_Contract_Started_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_contract_started_subject: ((inputs: Mail_Contract_Started_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Contract_Started_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your home warranty {policyNumber} for {address} is active: it covers your home from {starts} to {ends}." |
*
* @param {Mail_Contract_Started_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_contract_started_text: ((inputs: Mail_Contract_Started_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Contract_Started_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If you disagree, reply to this e-mail with “Privacy appeal” in the subject line and someone who was not involved will review it." |
*
* @param {Mail_Data_Request_AppealInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_appeal: ((inputs?: Mail_Data_Request_AppealInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_AppealInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your privacy request is complete" |
*
* @param {Mail_Data_Request_Completed_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_completed_subject: ((inputs?: Mail_Data_Request_Completed_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Completed_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We completed your request." |
*
* @param {Mail_Data_Request_Completed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_completed_text: ((inputs?: Mail_Data_Request_Completed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Completed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If you did not make this request, please call {phone}." |
*
* @param {Mail_Data_Request_Not_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_not_you: ((inputs: Mail_Data_Request_Not_YouInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Not_YouInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We received your privacy request" |
*
* @param {Mail_Data_Request_Received_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_received_subject: ((inputs?: Mail_Data_Request_Received_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Received_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We received your request. We will verify your identity by matching what you told us with what we hold, and respond within 45 days. If we need more time, we w..." |
*
* @param {Mail_Data_Request_Received_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_received_text: ((inputs?: Mail_Data_Request_Received_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Received_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Access to my information" |
*
* @param {Mail_Data_Request_Type_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_type_access: ((inputs?: Mail_Data_Request_Type_AccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Type_AccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Correction of my information" |
*
* @param {Mail_Data_Request_Type_CorrectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_type_correction: ((inputs?: Mail_Data_Request_Type_CorrectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Type_CorrectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Deletion of my information" |
*
* @param {Mail_Data_Request_Type_DeletionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_data_request_type_deletion: ((inputs?: Mail_Data_Request_Type_DeletionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Data_Request_Type_DeletionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your plan {policyNumber} is cancelled" |
*
* @param {Mail_Dunning_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_dunning_cancelled_subject: ((inputs: Mail_Dunning_Cancelled_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Dunning_Cancelled_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly payment of {amount} due {dueDate} was not paid within 30 days, so this plan is cancelled and no longer covers your home. Please call us if you h..." |
*
* @param {Mail_Dunning_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_dunning_cancelled_text: ((inputs: Mail_Dunning_Cancelled_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Dunning_Cancelled_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your plan {policyNumber} is suspended" |
*
* @param {Mail_Dunning_Suspended_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_dunning_suspended_subject: ((inputs: Mail_Dunning_Suspended_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Dunning_Suspended_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your monthly payment of {amount} due {dueDate} was not paid, so this plan is suspended: service requests are refused until it is paid. Please pay it from you..." |
*
* @param {Mail_Dunning_Suspended_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_dunning_suspended_text: ((inputs: Mail_Dunning_Suspended_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Dunning_Suspended_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What we keep, and why:" |
*
* @param {Mail_Erasure_KeptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_erasure_kept: ((inputs?: Mail_Erasure_KeptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Erasure_KeptInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "These records no longer carry your name or contact details." |
*
* @param {Mail_Erasure_No_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_erasure_no_name: ((inputs?: Mail_Erasure_No_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Erasure_No_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your {brand} account is deleted" |
*
* @param {Mail_Erasure_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_erasure_subject: ((inputs: Mail_Erasure_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Erasure_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "As you asked, we deleted your {brand} account. Your name, e-mail address, phone numbers, saved cards, notices and uploaded photos are erased, and every sessi..." |
*
* @param {Mail_Erasure_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_erasure_text: ((inputs: Mail_Erasure_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Erasure_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: the home warranty {policyNumber} was cancelled" |
*
* @param {Mail_Escrow_Cancelled_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_cancelled_subject: ((inputs: Mail_Escrow_Cancelled_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Cancelled_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The {amount} due at closing for the home warranty {policyNumber} ({address}, closed on {closed}) was not paid within {days} days, so the order is cancelled a..." |
*
* @param {Mail_Escrow_Cancelled_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_cancelled_text: ((inputs: Mail_Escrow_Cancelled_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Cancelled_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Or send a cheque payable to {brand} with the contract number on it. The invoice is attached as a PDF." |
*
* @param {Mail_Escrow_Invoice_ChequeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_invoice_cheque: ((inputs: Mail_Escrow_Invoice_ChequeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Invoice_ChequeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The closing date of the home warranty for {property} changed; this invoice replaces the one sent before." |
*
* @param {Mail_Escrow_Invoice_MovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_invoice_moved: ((inputs: Mail_Escrow_Invoice_MovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Invoice_MovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: invoice {policyNumber} due at closing, new closing date {closingDate}" |
*
* @param {Mail_Escrow_Invoice_Moved_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_invoice_moved_subject: ((inputs: Mail_Escrow_Invoice_Moved_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Invoice_Moved_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "not set" |
*
* @param {Mail_Escrow_Invoice_No_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_invoice_no_closing_date: ((inputs?: Mail_Escrow_Invoice_No_Closing_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Invoice_No_Closing_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay it by card here:" |
*
* @param {Mail_Escrow_Invoice_Pay_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_invoice_pay_lead: ((inputs?: Mail_Escrow_Invoice_Pay_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Invoice_Pay_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A home warranty was ordered for {property}, to be paid at closing through escrow." |
*
* @param {Mail_Escrow_Invoice_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_invoice_placed: ((inputs: Mail_Escrow_Invoice_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Invoice_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: invoice {policyNumber} due at closing, {amount}" |
*
* @param {Mail_Escrow_Invoice_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_invoice_subject: ((inputs: Mail_Escrow_Invoice_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Invoice_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: the payment due at closing for {policyNumber} has not arrived" |
*
* @param {Mail_Escrow_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_reminder_subject: ((inputs: Mail_Escrow_Reminder_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Reminder_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The home warranty {policyNumber} for {address} closed on {closed}, and its {amount} due at closing is still unpaid. Please have it paid through escrow, or pa..." |
*
* @param {Mail_Escrow_Reminder_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_escrow_reminder_text: ((inputs: Mail_Escrow_Reminder_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Escrow_Reminder_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hello," |
*
* @param {Mail_HelloInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_hello: ((inputs?: Mail_HelloInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_HelloInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hello {name}," |
*
* @param {Mail_Hello_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_hello_name: ((inputs: Mail_Hello_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Hello_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount due" |
*
* @param {Mail_Label_Amount_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_amount_due: ((inputs?: Mail_Label_Amount_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Amount_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Mail_Label_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_amount_paid: ((inputs?: Mail_Label_Amount_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Amount_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Mail_Label_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_buyer: ((inputs?: Mail_Label_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Charged today" |
*
* @param {Mail_Label_Charged_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_charged_today: ((inputs?: Mail_Label_Charged_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Charged_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Closing date" |
*
* @param {Mail_Label_Closing_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_closing_date: ((inputs?: Mail_Label_Closing_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Closing_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract" |
*
* @param {Mail_Label_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_contract: ((inputs?: Mail_Label_ContractInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_ContractInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract number" |
*
* @param {Mail_Label_Contract_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_contract_number: ((inputs?: Mail_Label_Contract_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Contract_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage ended" |
*
* @param {Mail_Label_Coverage_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_coverage_ended: ((inputs?: Mail_Label_Coverage_EndedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Coverage_EndedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage ends" |
*
* @param {Mail_Label_Coverage_EndsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_coverage_ends: ((inputs?: Mail_Label_Coverage_EndsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Coverage_EndsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage starts" |
*
* @param {Mail_Label_Coverage_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_coverage_starts: ((inputs?: Mail_Label_Coverage_StartsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Coverage_StartsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due" |
*
* @param {Mail_Label_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_due: ((inputs?: Mail_Label_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly" |
*
* @param {Mail_Label_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_monthly: ((inputs?: Mail_Label_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly payment" |
*
* @param {Mail_Label_Monthly_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_monthly_payment: ((inputs?: Mail_Label_Monthly_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_Monthly_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Mail_Label_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_plan: ((inputs?: Mail_Label_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Mail_Label_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_property: ((inputs?: Mail_Label_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reference" |
*
* @param {Mail_Label_ReferenceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_reference: ((inputs?: Mail_Label_ReferenceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_ReferenceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Refunded" |
*
* @param {Mail_Label_RefundedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_refunded: ((inputs?: Mail_Label_RefundedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_RefundedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request" |
*
* @param {Mail_Label_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_request: ((inputs?: Mail_Label_RequestInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_RequestInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Mail_Label_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_total: ((inputs?: Mail_Label_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A year" |
*
* @param {Mail_Label_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_label_yearly: ((inputs?: Mail_Label_YearlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Label_YearlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your monthly payment for {policyNumber} did not go through" |
*
* @param {Mail_Monthly_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_monthly_declined_subject: ((inputs: Mail_Monthly_Declined_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_Declined_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not charge {amount}: {reason} Please pay the invoice from your account, or update your card. We will not try the card again." |
*
* @param {Mail_Monthly_Declined_Text_FinalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_monthly_declined_text_final: ((inputs: Mail_Monthly_Declined_Text_FinalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_Declined_Text_FinalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not charge {amount}: {reason} Please pay the invoice from your account, or update your card. We will try the card again on {retry}." |
*
* @param {Mail_Monthly_Declined_Text_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_monthly_declined_text_retry: ((inputs: Mail_Monthly_Declined_Text_RetryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Monthly_Declined_Text_RetryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To confirm, open this link:" |
*
* @param {Mail_Newsletter_Confirm_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_newsletter_confirm_lead: ((inputs?: Mail_Newsletter_Confirm_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The link works once, for 48 hours. If you did not ask for the newsletter, ignore this e-mail: without confirmation we send you nothing more." |
*
* @param {Mail_Newsletter_Confirm_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_newsletter_confirm_note: ((inputs?: Mail_Newsletter_Confirm_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm your {brand} newsletter subscription" |
*
* @param {Mail_Newsletter_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_newsletter_confirm_subject: ((inputs: Mail_Newsletter_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Someone, we hope you, asked for the {brand} newsletter at this address." |
*
* @param {Mail_Newsletter_Confirm_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_newsletter_confirm_text: ((inputs: Mail_Newsletter_Confirm_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Confirm_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Mail_Newsletter_UnsubscribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_newsletter_unsubscribe: ((inputs?: Mail_Newsletter_UnsubscribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_UnsubscribeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No longer want our newsletter?" |
*
* @param {Mail_Newsletter_Unsubscribe_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_newsletter_unsubscribe_text: ((inputs?: Mail_Newsletter_Unsubscribe_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Newsletter_Unsubscribe_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{amount} to your card ending {lastFour}" |
*
* @param {Mail_Order_Charged_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_order_charged_card: ((inputs: Mail_Order_Charged_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Charged_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your order has been successfully completed." |
*
* @param {Mail_Order_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_order_completed: ((inputs?: Mail_Order_CompletedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_CompletedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Create your password to see your contract and request repairs online:" |
*
* @param {Mail_Order_Create_PasswordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_order_create_password: ((inputs?: Mail_Order_Create_PasswordInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Create_PasswordInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payment is due at closing through escrow." |
*
* @param {Mail_Order_Escrow_DueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_order_escrow_due: ((inputs?: Mail_Order_Escrow_DueInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Escrow_DueInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The link works once and expires in {days} days. After that, choose \"Forgot password\" when you log in." |
*
* @param {Mail_Order_Link_OnceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_order_link_once: ((inputs: Mail_Order_Link_OnceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Link_OnceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage starts at close of escrow." |
*
* @param {Mail_Order_Starts_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_order_starts_at_closing: ((inputs?: Mail_Order_Starts_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_Starts_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your order {policyNumber}" |
*
* @param {Mail_Order_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_order_subject: ((inputs: Mail_Order_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Order_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It will be added to your account once you confirm it is yours:" |
*
* @param {Mail_Owner_Confirm_AddedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_owner_confirm_added: ((inputs?: Mail_Owner_Confirm_AddedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Owner_Confirm_AddedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If you did not expect it, open the link and choose \"This is not my order\": it is cancelled and any payment returned." |
*
* @param {Mail_Owner_Confirm_Not_MineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_owner_confirm_not_mine: ((inputs?: Mail_Owner_Confirm_Not_MineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Owner_Confirm_Not_MineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A home warranty order ({policyNumber}) was placed for {address} with this e-mail address." |
*
* @param {Mail_Owner_Confirm_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_owner_confirm_placed: ((inputs: Mail_Owner_Confirm_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Owner_Confirm_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: please confirm the order {policyNumber} for your home" |
*
* @param {Mail_Owner_Confirm_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_owner_confirm_subject: ((inputs: Mail_Owner_Confirm_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Owner_Confirm_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Create your {brand} password" |
*
* @param {Mail_Password_Create_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_password_create_subject: ((inputs: Mail_Password_Create_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Create_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Use this link to sign in and create the password of your {brand} account, where your contract is and where you request repairs:" |
*
* @param {Mail_Password_Create_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_password_create_text: ((inputs: Mail_Password_Create_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Create_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The link works once and expires in {minutes} minutes. If you did not ask for it, you can ignore this e-mail." |
*
* @param {Mail_Password_Link_ExpiryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_password_link_expiry: ((inputs: Mail_Password_Link_ExpiryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Link_ExpiryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reset your {brand} password" |
*
* @param {Mail_Password_Reset_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_password_reset_subject: ((inputs: Mail_Password_Reset_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Reset_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Use this link to sign in and choose a new password:" |
*
* @param {Mail_Password_Reset_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_password_reset_text: ((inputs?: Mail_Password_Reset_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Password_Reset_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If you have a question, call {brand} at {phone}." |
*
* @param {Mail_Questions_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_questions_call: ((inputs: Mail_Questions_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Questions_CallInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{cardType} ending {lastFour}" |
*
* @param {Mail_Receipt_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_receipt_card: ((inputs: Mail_Receipt_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: receipt for your monthly payment {period} ({policyNumber})" |
*
* @param {Mail_Receipt_Monthly_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_receipt_monthly_subject: ((inputs: Mail_Receipt_Monthly_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_Monthly_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you: we charged {amount} to your {card} for the monthly payment {period} of your home warranty {policyNumber}." |
*
* @param {Mail_Receipt_Monthly_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_receipt_monthly_text: ((inputs: Mail_Receipt_Monthly_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_Monthly_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: receipt for the renewal of your home warranty ({policyNumber})" |
*
* @param {Mail_Receipt_Renewal_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_receipt_renewal_subject: ((inputs: Mail_Receipt_Renewal_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_Renewal_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you: we charged {amount} to your {card} for the renewal of your home warranty {oldPolicyNumber}. {policyNumber} covers your home from {starts}." |
*
* @param {Mail_Receipt_Renewal_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_receipt_renewal_text: ((inputs: Mail_Receipt_Renewal_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_Renewal_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: receipt for {policyNumber}" |
*
* @param {Mail_Receipt_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_receipt_subject: ((inputs: Mail_Receipt_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you: we charged {amount} to your {card} for \"{what}\" of your home warranty {policyNumber}." |
*
* @param {Mail_Receipt_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_receipt_text: ((inputs: Mail_Receipt_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Receipt_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We have refunded {amount} to the card you paid with, for the order you refused of your home warranty {policyNumber}." |
*
* @param {Mail_Refund_Refused_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_refund_refused_order: ((inputs: Mail_Refund_Refused_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_Refused_OrderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We have refunded {amount} to the card you paid with, for the service call fee of request {serviceRequestNumber} of your home warranty {policyNumber}." |
*
* @param {Mail_Refund_Service_Call_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_refund_service_call_fee: ((inputs: Mail_Refund_Service_Call_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_Service_Call_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It shows on your card statement within 3 to 5 business days; if the charge had not been settled yet, it is cancelled instead and drops off sooner." |
*
* @param {Mail_Refund_StatementInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_refund_statement: ((inputs?: Mail_Refund_StatementInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_StatementInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: a refund on {policyNumber}" |
*
* @param {Mail_Refund_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_refund_subject: ((inputs: Mail_Refund_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Refund_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your renewal payment for {policyNumber} did not go through" |
*
* @param {Mail_Renewal_Declined_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewal_declined_subject: ((inputs: Mail_Renewal_Declined_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewal_Declined_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not charge {amount} for the renewal of {oldPolicyNumber}: {reason} Please pay the invoice from your account, or update your card, so that your cover..." |
*
* @param {Mail_Renewal_Declined_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewal_declined_text: ((inputs: Mail_Renewal_Declined_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewal_Declined_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew it now to stay covered:" |
*
* @param {Mail_Renewal_Reminder_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewal_reminder_lead: ((inputs?: Mail_Renewal_Reminder_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewal_Reminder_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your home warranty {policyNumber} ends on {ends}" |
*
* @param {Mail_Renewal_Reminder_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewal_reminder_subject: ((inputs: Mail_Renewal_Reminder_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewal_Reminder_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your home warranty {policyNumber} for {address} ends on {ends}." |
*
* @param {Mail_Renewal_Reminder_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewal_reminder_text: ((inputs: Mail_Renewal_Reminder_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewal_Reminder_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will charge {amount} to your {card} on {starts}, the first day of the new term." |
*
* @param {Mail_Renewed_Charge_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewed_charge_card: ((inputs: Mail_Renewed_Charge_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewed_Charge_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will charge the first month, {amount}, to your {card} on {starts}, the first day of the new term." |
*
* @param {Mail_Renewed_Charge_Monthly_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewed_charge_monthly_card: ((inputs: Mail_Renewed_Charge_Monthly_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewed_Charge_Monthly_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will charge the first month, {amount}, on {starts}, the first day of the new term. Please add a card in your account before then." |
*
* @param {Mail_Renewed_Charge_Monthly_No_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewed_charge_monthly_no_card: ((inputs: Mail_Renewed_Charge_Monthly_No_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewed_Charge_Monthly_No_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We will charge {amount} on {starts}, the first day of the new term. Please add a card in your account before then." |
*
* @param {Mail_Renewed_Charge_No_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewed_charge_no_card: ((inputs: Mail_Renewed_Charge_No_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewed_Charge_No_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your home warranty {policyNumber} renews on {starts}" |
*
* @param {Mail_Renewed_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewed_subject: ((inputs: Mail_Renewed_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewed_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your home warranty {policyNumber} for {address} ends on {starts}. As you chose automatic renewal, we have renewed it with the auto-renew discount: {renewalPo..." |
*
* @param {Mail_Renewed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_renewed_text: ((inputs: Mail_Renewed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Renewed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you for choosing {brand}." |
*
* @param {Mail_Thank_YouInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_thank_you: ((inputs: Mail_Thank_YouInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Thank_YouInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{email} gets no more newsletters from us." |
*
* @param {Mail_Unsubscribe_Page_DoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_unsubscribe_page_done: ((inputs: Mail_Unsubscribe_Page_DoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_Page_DoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Mail_Unsubscribe_Page_Done_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_unsubscribe_page_done_title: ((inputs?: Mail_Unsubscribe_Page_Done_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_Page_Done_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "It was changed or cut short. Please open the unsubscribe link of the newsletter mail as it is." |
*
* @param {Mail_Unsubscribe_Page_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_unsubscribe_page_invalid: ((inputs?: Mail_Unsubscribe_Page_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_Page_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This link does not work" |
*
* @param {Mail_Unsubscribe_Page_Invalid_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_unsubscribe_page_invalid_title: ((inputs?: Mail_Unsubscribe_Page_Invalid_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_Page_Invalid_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To stop the newsletter at {email}, press the button. Nothing else is needed." |
*
* @param {Mail_Unsubscribe_Page_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_unsubscribe_page_text: ((inputs: Mail_Unsubscribe_Page_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_Page_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unsubscribe from the {brand} newsletter" |
*
* @param {Mail_Unsubscribe_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_unsubscribe_page_title: ((inputs: Mail_Unsubscribe_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Unsubscribe_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} has arrived." |
*
* @param {Mail_Visit_ArrivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_arrived: ((inputs: Mail_Visit_ArrivedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_ArrivedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your technician has arrived (work order {workOrderId})" |
*
* @param {Mail_Visit_Arrived_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_arrived_subject: ((inputs: Mail_Visit_Arrived_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_Arrived_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} has finished the work." |
*
* @param {Mail_Visit_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_complete: ((inputs: Mail_Visit_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your technician has finished the work (work order {workOrderId})" |
*
* @param {Mail_Visit_Complete_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_complete_subject: ((inputs: Mail_Visit_Complete_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_Complete_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service request {serviceRequestNumber}, work order {workOrderId}. Follow it in your account under Service requests." |
*
* @param {Mail_Visit_FollowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_follow: ((inputs: Mail_Visit_FollowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_FollowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is on the way." |
*
* @param {Mail_Visit_On_My_WayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_on_my_way: ((inputs: Mail_Visit_On_My_WayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_On_My_WayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} is on the way - about {minutes} minutes." |
*
* @param {Mail_Visit_On_My_Way_EtaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_on_my_way_eta: ((inputs: Mail_Visit_On_My_Way_EtaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_On_My_Way_EtaInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your technician is on the way (work order {workOrderId})" |
*
* @param {Mail_Visit_On_My_Way_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_visit_on_my_way_subject: ((inputs: Mail_Visit_On_My_Way_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Visit_On_My_Way_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your visit is booked for {day}, {time} (the home's local time). The technician will be in touch before coming." |
*
* @param {Mail_Work_Order_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_work_order_booked: ((inputs: Mail_Work_Order_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Work_Order_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your repair visit is booked (work order {workOrderId})" |
*
* @param {Mail_Work_Order_Booked_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_work_order_booked_subject: ((inputs: Mail_Work_Order_Booked_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Work_Order_Booked_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "To change the time, or to cancel the work order, use this page:" |
*
* @param {Mail_Work_Order_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_work_order_change: ((inputs?: Mail_Work_Order_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Work_Order_ChangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a day and a time window for the visit, or cancel the work order, on this page:" |
*
* @param {Mail_Work_Order_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_work_order_choose: ((inputs?: Mail_Work_Order_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Work_Order_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Anyone with this link can change the visit, so please keep it to yourself." |
*
* @param {Mail_Work_Order_Keep_PrivateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_work_order_keep_private: ((inputs?: Mail_Work_Order_Keep_PrivateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Work_Order_Keep_PrivateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your service request {serviceRequestNumber} ({item}) has been sent to {company}, work order {workOrderId}." |
*
* @param {Mail_Work_Order_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_work_order_sent: ((inputs: Mail_Work_Order_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Work_Order_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a day for your repair visit (work order {workOrderId})" |
*
* @param {Mail_Work_Order_SubjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const mail_work_order_subject: ((inputs: Mail_Work_Order_SubjectInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Work_Order_SubjectInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Page Not Found" |
*
* @param {Not_Found_Page_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const not_found_page_title: ((inputs?: Not_Found_Page_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Not_Found_Page_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Always e-mailed" |
*
* @param {Notices_Always_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_always_sent: ((inputs?: Notices_Always_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Always_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back to profile" |
*
* @param {Notices_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_back: ((inputs?: Notices_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Notices_Channel_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_channel_email: ((inputs?: Notices_Channel_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Channel_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone notification" |
*
* @param {Notices_Channel_PushInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_channel_push: ((inputs?: Notices_Channel_PushInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Channel_PushInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Text" |
*
* @param {Notices_Channel_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_channel_text: ((inputs?: Notices_Channel_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Channel_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose how we tell you about each kind of message. The newsletter is not part of these choices." |
*
* @param {Notices_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_intro: ((inputs?: Notices_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Decision on your claim or a cash offer" |
*
* @param {Notices_Kind_Claim_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_kind_claim_decision: ((inputs?: Notices_Kind_Claim_DecisionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Kind_Claim_DecisionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Other updates to your claim" |
*
* @param {Notices_Kind_Claim_UpdatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_kind_claim_updates: ((inputs?: Notices_Kind_Claim_UpdatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Kind_Claim_UpdatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A payment did not go through" |
*
* @param {Notices_Kind_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_kind_payment_failed: ((inputs?: Notices_Kind_Payment_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Kind_Payment_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Receipts and refunds" |
*
* @param {Notices_Kind_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_kind_receipts: ((inputs?: Notices_Kind_ReceiptsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Kind_ReceiptsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renewal reminders" |
*
* @param {Notices_Kind_Renewal_RemindersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_kind_renewal_reminders: ((inputs?: Notices_Kind_Renewal_RemindersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Kind_Renewal_RemindersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Technician on the way, arrived or finished" |
*
* @param {Notices_Kind_Technician_VisitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_kind_technician_visit: ((inputs?: Notices_Kind_Technician_VisitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Kind_Technician_VisitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Repair visit booked or moved" |
*
* @param {Notices_Kind_Visit_ScheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_kind_visit_scheduled: ((inputs?: Notices_Kind_Visit_ScheduledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Kind_Visit_ScheduledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How we reach you" |
*
* @param {Notices_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_link: ((inputs?: Notices_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose e-mail, text or phone notifications for each kind of message." |
*
* @param {Notices_Link_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_link_text: ((inputs?: Notices_Link_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Link_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices could not be loaded. Please try again." |
*
* @param {Notices_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_load_failed: ((inputs?: Notices_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Allow notifications on a device first" |
*
* @param {Notices_No_DeviceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_no_device: ((inputs?: Notices_No_DeviceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_No_DeviceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose how we reach you" |
*
* @param {Notices_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_open: ((inputs?: Notices_OpenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_OpenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Notices_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_retry: ((inputs?: Notices_RetryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_RetryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices were not saved. Please try again." |
*
* @param {Notices_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_save_failed: ((inputs?: Notices_Save_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Save_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your choices are saved." |
*
* @param {Notices_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_saved: ((inputs?: Notices_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{kind}: {channel}" |
*
* @param {Notices_Switch_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_switch_label: ((inputs: Notices_Switch_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Switch_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Turn on texts in your profile first" |
*
* @param {Notices_Texts_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_texts_off: ((inputs?: Notices_Texts_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_Texts_OffInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How we reach you" |
*
* @param {Notices_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const notices_title: ((inputs?: Notices_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Notices_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline, and this page was not opened here before. It will show once you are back online." |
*
* @param {Offline_Page_Not_Saved_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_not_saved_text: ((inputs?: Offline_Page_Not_Saved_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_Not_Saved_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This page is not saved on this device" |
*
* @param {Offline_Page_Not_Saved_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_not_saved_title: ((inputs?: Offline_Page_Not_Saved_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_Not_Saved_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pages you can open offline:" |
*
* @param {Offline_Page_Saved_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_saved_list: ((inputs?: Offline_Page_Saved_ListInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_Saved_ListInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No pages are saved on this device yet." |
*
* @param {Offline_Page_Saved_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const offline_page_saved_none: ((inputs?: Offline_Page_Saved_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Offline_Page_Saved_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Included with this plan" |
*
* @param {Order_Addon_IncludedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_included: ((inputs?: Order_Addon_IncludedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_IncludedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One less {name}" |
*
* @param {Order_Addon_LessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_less: ((inputs: Order_Addon_LessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_LessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "One more {name}" |
*
* @param {Order_Addon_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addon_more: ((inputs: Order_Addon_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addon_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-ons" |
*
* @param {Order_AddonsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addons: ((inputs?: Order_AddonsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_AddonsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan has no add-ons." |
*
* @param {Order_Addons_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_addons_none: ((inputs?: Order_Addons_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Addons_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Did you mean {address}?" |
*
* @param {Order_Address_Did_You_MeanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_address_did_you_mean: ((inputs: Order_Address_Did_You_MeanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Address_Did_You_MeanInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Address_Did_You_MeanInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Use this address" |
*
* @param {Order_Address_UseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_address_use: ((inputs?: Order_Address_UseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Address_UseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew my plan automatically each year, with the auto-renew discount" |
*
* @param {Order_Auto_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_auto_renew: ((inputs?: Order_Auto_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Auto_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Order_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_back: ((inputs?: Order_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing city" |
*
* @param {Order_Billing_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_city: ((inputs?: Order_Billing_CityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_CityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing city is required." |
*
* @param {Order_Billing_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_city_required: ((inputs?: Order_Billing_City_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_City_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing address same as property" |
*
* @param {Order_Billing_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_same: ((inputs?: Order_Billing_SameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_SameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing state" |
*
* @param {Order_Billing_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_state: ((inputs?: Order_Billing_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing state is required." |
*
* @param {Order_Billing_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_state_required: ((inputs?: Order_Billing_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing street address" |
*
* @param {Order_Billing_StreetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_street: ((inputs?: Order_Billing_StreetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_StreetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing address is required." |
*
* @param {Order_Billing_Street_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_street_required: ((inputs?: Order_Billing_Street_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Street_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing zip code" |
*
* @param {Order_Billing_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_zip: ((inputs?: Order_Billing_ZipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_ZipInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Billing zip code is required." |
*
* @param {Order_Billing_Zip_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_billing_zip_required: ((inputs?: Order_Billing_Zip_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Billing_Zip_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer's credit: {amount}" |
*
* @param {Order_Buyers_CreditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit: ((inputs: Order_Buyers_CreditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Buyers_CreditInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Buyers_CreditInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Buyer's credit: {amount} applied to prepaid service calls." |
*
* @param {Order_Buyers_Credit_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit_applied: ((inputs: Order_Buyers_Credit_AppliedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Buyers_Credit_AppliedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_AppliedInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Apply it to {count} prepaid service call" |
* | "other" | "Apply it to {count} prepaid service calls" |
*
* @param {Order_Buyers_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_buyers_credit_apply: ((inputs: Order_Buyers_Credit_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Buyers_Credit_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter card" |
*
* @param {Order_Card_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_enter: ((inputs?: Order_Card_EnterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_EnterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card form has expired. Please open it again." |
*
* @param {Order_Card_ExpiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_expired: ((inputs?: Order_Card_ExpiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ExpiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Secure card form" |
*
* @param {Order_Card_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_frame_title: ((inputs?: Order_Card_Frame_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Frame_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your card goes straight to our card processor's secure form; we keep only its last four digits." |
*
* @param {Order_Card_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_hint: ((inputs?: Order_Card_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand} ending {lastFour}, expires {expires}" |
*
* @param {Order_Card_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_label: ((inputs: Order_Card_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Card" |
*
* @param {Order_Card_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_legend: ((inputs?: Order_Card_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your e-mail address first: the card is saved for it." |
*
* @param {Order_Card_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_needs_email: ((inputs?: Order_Card_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Card entry needs a connection. Connect to the internet to enter your card; the rest of the form can be filled in meanwhile." |
*
* @param {Order_Card_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_offline: ((inputs?: Order_Card_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open the card form again" |
*
* @param {Order_Card_Open_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_again: ((inputs?: Order_Card_Open_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card form could not be opened. Please try again." |
*
* @param {Order_Card_Open_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_failed: ((inputs?: Order_Card_Open_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The card form could not be opened: the connection was lost. Please try again." |
*
* @param {Order_Card_Open_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_open_lost: ((inputs?: Order_Card_Open_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Open_LostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Opening the secure card form…" |
*
* @param {Order_Card_OpeningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_opening: ((inputs?: Order_Card_OpeningInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_OpeningInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not read the card you saved. Please try again." |
*
* @param {Order_Card_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_read_failed: ((inputs?: Order_Card_Read_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not read the card you saved: the connection was lost. Please try again." |
*
* @param {Order_Card_Read_LostInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_read_lost: ((inputs?: Order_Card_Read_LostInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Read_LostInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reading your card…" |
*
* @param {Order_Card_ReadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_reading: ((inputs?: Order_Card_ReadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_ReadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your card details." |
*
* @param {Order_Card_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_required: ((inputs?: Order_Card_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Order_Card_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_try_again: ((inputs?: Order_Card_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Use a different card" |
*
* @param {Order_Card_Use_DifferentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_card_use_different: ((inputs?: Order_Card_Use_DifferentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Card_Use_DifferentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please check the order: {field} {problem}." |
*
* @param {Order_Check_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_check_body: ((inputs: Order_Check_BodyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Check_BodyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the plan to renew from your account." |
*
* @param {Order_Choose_Plan_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_plan_to_renew: ((inputs?: Order_Choose_Plan_To_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose the plan to upgrade from your account." |
*
* @param {Order_Choose_Plan_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_plan_to_upgrade: ((inputs?: Order_Choose_Plan_To_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_Plan_To_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose A State" |
*
* @param {Order_Choose_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_choose_state: ((inputs?: Order_Choose_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Choose_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City" |
*
* @param {Order_CityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_city: ((inputs?: Order_CityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_CityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "City is required." |
*
* @param {Order_City_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_city_required: ((inputs?: Order_City_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_City_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated close date" |
*
* @param {Order_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_close_date: ((inputs?: Order_Close_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated close date is required." |
*
* @param {Order_Close_Date_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_close_date_required: ((inputs?: Order_Close_Date_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Close_Date_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Everything in {below}, plus" |
*
* @param {Order_Compare_AddsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_compare_adds: ((inputs: Order_Compare_AddsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Compare_AddsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Nothing beyond {below}" |
*
* @param {Order_Compare_Adds_NothingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_compare_adds_nothing: ((inputs: Order_Compare_Adds_NothingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Compare_Adds_NothingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Covers" |
*
* @param {Order_Compare_CoversInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_compare_covers: ((inputs?: Order_Compare_CoversInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Compare_CoversInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "From the lowest price up: what each plan covers beyond the plan before it." |
*
* @param {Order_Compare_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_compare_intro: ((inputs?: Order_Compare_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Compare_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leaves out from {below}" |
*
* @param {Order_Compare_LacksInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_compare_lacks: ((inputs: Order_Compare_LacksInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Compare_LacksInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Compare plans" |
*
* @param {Order_Compare_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_compare_plans: ((inputs?: Order_Compare_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Compare_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contract {policyNumber}" |
*
* @param {Order_Confirm_Owner_ContractInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_contract: ((inputs: Order_Confirm_Owner_ContractInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_ContractInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This is not my order" |
*
* @param {Order_Confirm_Owner_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_no: ((inputs?: Order_Confirm_Owner_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "If it is not yours, the order is cancelled and any payment is returned." |
*
* @param {Order_Confirm_Owner_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_note: ((inputs?: Order_Confirm_Owner_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A home warranty order was placed for your home with your e-mail address by someone who was not signed in to your account. Is it yours?" |
*
* @param {Order_Confirm_Owner_QuestionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_question: ((inputs?: Order_Confirm_Owner_QuestionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_QuestionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Confirm Your Order" |
*
* @param {Order_Confirm_Owner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_title: ((inputs?: Order_Confirm_Owner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes, add it to my account" |
*
* @param {Order_Confirm_Owner_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirm_owner_yes: ((inputs?: Order_Confirm_Owner_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirm_Owner_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | client | output |
* | --- | --- |
* | "seller" | "Your seller's order is placed. Thank you for ordering with {brand}." |
* | * | "Your buyer's order is placed. Thank you for ordering with {brand}." |
*
* @param {Order_Confirmation_Agent_LeadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_agent_lead: ((inputs: Order_Confirmation_Agent_LeadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Agent_LeadInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Order_Confirmation_Amount_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_amount_paid: ((inputs?: Order_Confirmation_Amount_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Amount_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage starts" |
*
* @param {Order_Confirmation_Coverage_StartsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_coverage_starts: ((inputs?: Order_Confirmation_Coverage_StartsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Coverage_StartsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly payment" |
*
* @param {Order_Confirmation_Monthly_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_monthly_payment: ((inputs?: Order_Confirmation_Monthly_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Monthly_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What happens next" |
*
* @param {Order_Confirmation_Next_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_next_title: ((inputs?: Order_Confirmation_Next_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Next_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There is no recent order to show in this browser tab." |
*
* @param {Order_Confirmation_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_none: ((inputs?: Order_Confirmation_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Policy number" |
*
* @param {Order_Confirmation_Policy_NumberInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_policy_number: ((inputs?: Order_Confirmation_Policy_NumberInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Policy_NumberInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start an order" |
*
* @param {Order_Confirmation_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_start: ((inputs?: Order_Confirmation_StartInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_StartInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Starts at close of escrow" |
*
* @param {Order_Confirmation_Starts_At_CloseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_starts_at_close: ((inputs?: Order_Confirmation_Starts_At_CloseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_Starts_At_CloseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order Confirmation" |
*
* @param {Order_Confirmation_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_confirmation_title: ((inputs?: Order_Confirmation_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Confirmation_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a home warranty for the home you own: enter its zip code to see the plans and prices in your state, choose your coverage and pay online." |
*
* @param {Order_Consumer_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_consumer_description: ((inputs?: Order_Consumer_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Consumer_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller e-mail" |
* | "Buyer" | "Buyer e-mail" |
* | * | "Owner e-mail" |
*
* @param {Order_Contact_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_email: ((inputs: Order_Contact_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name" |
* | "Buyer" | "Buyer first name" |
* | * | "Owner first name" |
*
* @param {Order_Contact_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_first_name: ((inputs: Order_Contact_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name" |
* | "Buyer" | "Buyer last name" |
* | * | "Owner last name" |
*
* @param {Order_Contact_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_last_name: ((inputs: Order_Contact_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller phone" |
* | "Buyer" | "Buyer phone" |
* | * | "Owner phone" |
*
* @param {Order_Contact_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_phone: ((inputs: Order_Contact_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contact preferences" |
*
* @param {Order_Contact_PreferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_preferences: ((inputs?: Order_Contact_PreferencesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_PreferencesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send me text message updates about my plan and repairs" |
*
* @param {Order_Contact_SmsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms: ((inputs?: Order_Contact_SmsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_SmsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Leave empty to use the phone above." |
*
* @param {Order_Contact_Sms_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms_hint: ((inputs?: Order_Contact_Sms_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Mobile number for texts" |
*
* @param {Order_Contact_Sms_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_sms_phone: ((inputs?: Order_Contact_Sms_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Sms_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I would like a welcome call to go over my coverage" |
*
* @param {Order_Contact_Welcome_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_contact_welcome_call: ((inputs?: Order_Contact_Welcome_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Contact_Welcome_CallInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the listing coverage to convert. Please call us at {phone}." |
*
* @param {Order_Convert_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_convert_failed: ((inputs: Order_Convert_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Convert_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon {code} applied." |
*
* @param {Order_Coupon_AppliedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_applied: ((inputs: Order_Coupon_AppliedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_AppliedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon {code} applied: {amount} off." |
*
* @param {Order_Coupon_Applied_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_applied_amount: ((inputs: Order_Coupon_Applied_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_Applied_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Apply" |
*
* @param {Order_Coupon_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_apply: ((inputs?: Order_Coupon_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Checking…" |
*
* @param {Order_Coupon_CheckingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_checking: ((inputs?: Order_Coupon_CheckingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CheckingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon code" |
*
* @param {Order_Coupon_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coupon_code: ((inputs?: Order_Coupon_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coupon_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coverage length" |
*
* @param {Order_Coverage_LengthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_coverage_length: ((inputs?: Order_Coverage_LengthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Coverage_LengthInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The e-mail could not be sent. Please try again." |
*
* @param {Order_Create_Password_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_failed: ((inputs?: Order_Create_Password_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We have e-mailed {email} a link to create your password. It works once, within 30 minutes." |
*
* @param {Order_Create_Password_SentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_sent: ((inputs: Order_Create_Password_SentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_SentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your account uses {email}. Create a password to see your contract and request repairs online; the order e-mail has a link too." |
*
* @param {Order_Create_Password_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_text: ((inputs: Order_Create_Password_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Create your password" |
*
* @param {Order_Create_Password_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_create_password_title: ((inputs?: Order_Create_Password_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Create_Password_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Apply my credit to this order" |
*
* @param {Order_Credit_ApplyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_credit_apply: ((inputs?: Order_Credit_ApplyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Credit_ApplyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Credit available: {amount}" |
*
* @param {Order_Credit_AvailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_credit_available: ((inputs: Order_Credit_AvailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Credit_AvailableInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Credit_AvailableInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Your card was declined. Nothing was ordered and nothing was charged. Please enter another card, then place the order again." |
*
* @param {Order_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_declined: ((inputs?: Order_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_DeclinedInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_DeclinedInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Due at closing" |
*
* @param {Order_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_at_closing: ((inputs?: Order_Due_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due now" |
*
* @param {Order_Due_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_now: ((inputs?: Order_Due_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due today" |
*
* @param {Order_Due_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_due_today: ((inputs?: Order_Due_TodayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Due_TodayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter another card" |
*
* @param {Order_Enter_Another_CardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_enter_another_card: ((inputs?: Order_Enter_Another_CardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Enter_Another_CardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Escrow or title company" |
*
* @param {Order_Escrow_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_company: ((inputs?: Order_Escrow_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan is paid through escrow at closing: nothing is charged now. Coverage starts at the close of escrow. We e-mail the invoice to the escrow or title offi..." |
*
* @param {Order_Escrow_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_note: ((inputs?: Order_Escrow_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Escrow or title officer" |
*
* @param {Order_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer: ((inputs?: Order_Escrow_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change the escrow officer" |
*
* @param {Order_Escrow_Officer_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_change: ((inputs?: Order_Escrow_Officer_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_ChangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We e-mail the invoice to the escrow officer you chose under Partners:" |
*
* @param {Order_Escrow_Officer_ChosenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_chosen: ((inputs?: Order_Escrow_Officer_ChosenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_ChosenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Officer e-mail" |
*
* @param {Order_Escrow_Officer_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_email: ((inputs?: Order_Escrow_Officer_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Officer name" |
*
* @param {Order_Escrow_Officer_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_escrow_officer_name: ((inputs?: Order_Escrow_Officer_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Escrow_Officer_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The connection was lost before the order was confirmed. Please try again when you are online: sending it again never orders twice." |
*
* @param {Order_Failed_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_connection: ((inputs?: Order_Failed_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Your order was not placed." |
*
* @param {Order_Failed_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_unknown: ((inputs?: Order_Failed_UnknownInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_UnknownInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{problem} Your order was not placed." |
*
* @param {Order_Failed_With_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_failed_with_reason: ((inputs: Order_Failed_With_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Failed_With_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller first name is required." |
* | "Buyer" | "Buyer first name is required." |
* | * | "Owner first name is required." |
*
* @param {Order_First_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_first_name_required: ((inputs: Order_First_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_First_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The buyer" |
*
* @param {Order_For_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_buyer: ((inputs?: Order_For_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This order is for" |
*
* @param {Order_For_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_legend: ((inputs?: Order_For_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The seller: listing coverage while the home is for sale" |
*
* @param {Order_For_SellerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_for_seller: ((inputs?: Order_For_SellerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_For_SellerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Go to your account" |
*
* @param {Order_Go_To_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_go_to_account: ((inputs?: Order_Go_To_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Go_To_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | paymentType | output |
* | --- | --- |
* | "monthly" | "An upgrade keeps how this plan is paid (monthly) and its term." |
* | "full" | "An upgrade keeps how this plan is paid (in full) and its term." |
* | * | "An upgrade keeps how this plan is paid (at closing) and its term." |
*
* @param {Order_Kept_WhyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_kept_why: ((inputs: Order_Kept_WhyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Kept_WhyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | person | output |
* | --- | --- |
* | "Seller" | "Seller last name is required." |
* | "Buyer" | "Buyer last name is required." |
* | * | "Owner last name is required." |
*
* @param {Order_Last_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_last_name_required: ((inputs: Order_Last_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Last_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Covered" |
*
* @param {Order_Limits_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_covered: ((inputs?: Order_Limits_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The limits and exclusions could not be loaded. Please try again." |
*
* @param {Order_Limits_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_failed: ((inputs?: Order_Limits_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits" |
*
* @param {Order_Limits_LimitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_limits: ((inputs?: Order_Limits_LimitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LimitsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits and exclusions" |
*
* @param {Order_Limits_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_link: ((inputs?: Order_Limits_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not Covered" |
*
* @param {Order_Limits_Not_CoveredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_not_covered: ((inputs?: Order_Limits_Not_CoveredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_Not_CoveredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Limits and Exclusions" |
*
* @param {Order_Limits_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_limits_title: ((inputs?: Order_Limits_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Limits_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Order_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_loading: ((inputs?: Order_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading your plan…" |
*
* @param {Order_Loading_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_loading_plan: ((inputs?: Order_Loading_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Loading_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Login" |
*
* @param {Order_LoginInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login: ((inputs?: Order_LoginInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_LoginInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please log in to renew your plan." |
*
* @param {Order_Login_To_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login_to_renew: ((inputs?: Order_Login_To_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please log in to upgrade your plan." |
*
* @param {Order_Login_To_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_login_to_upgrade: ((inputs?: Order_Login_To_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Login_To_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your contract and coverage details are in your account, under the e-mail address {email}." |
*
* @param {Order_Next_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_account: ((inputs: Order_Next_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The order is in your account with your other orders." |
*
* @param {Order_Next_Agent_AccountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_account: ((inputs?: Order_Next_Agent_AccountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_AccountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | client | output |
* | --- | --- |
* | "seller" | "We have e-mailed the order to your seller at {email}, with a link to create their password when they are new to us." |
* | * | "We have e-mailed the order to your buyer at {email}, with a link to create their password when they are new to us." |
*
* @param {Order_Next_Agent_EmailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_emailed: ((inputs: Order_Next_Agent_EmailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EmailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | client | output |
* | --- | --- |
* | "seller" | "The plan is invoiced to escrow: the total is due at closing." |
* | * | "The plan is invoiced to escrow: the total is due at closing, and your buyer's coverage starts at the close of escrow." |
*
* @param {Order_Next_Agent_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_escrow: ((inputs: Order_Next_Agent_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | client | output |
* | --- | --- |
* | "seller" | "The plan is paid; your seller's coverage starts on the date above." |
* | * | "The plan is paid; your buyer's coverage starts on the date above." |
*
* @param {Order_Next_Agent_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_agent_paid: ((inputs: Order_Next_Agent_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Agent_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "An account already uses {email}. We have e-mailed its owner to confirm this order; it joins their account and its coverage can be used once they do. If they ..." |
*
* @param {Order_Next_Awaiting_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_awaiting_owner: ((inputs: Order_Next_Awaiting_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Awaiting_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plan is invoiced to escrow and paid at closing; coverage starts at the close of escrow." |
*
* @param {Order_Next_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_escrow: ((inputs?: Order_Next_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep your policy number: you need it to request a repair. Questions? Call us at {phone}." |
*
* @param {Order_Next_Keep_PolicyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_keep_policy: ((inputs: Order_Next_Keep_PolicyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Next_Keep_PolicyInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Next_Keep_PolicyInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Your card is charged {amount} each month; the first payment was taken today." |
*
* @param {Order_Next_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_monthly: ((inputs: Order_Next_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your plan is paid in full for its whole term." |
*
* @param {Order_Next_Paid_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_paid_full: ((inputs?: Order_Next_Paid_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_Paid_FullInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Next: {step}" |
*
* @param {Order_Next_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_next_step: ((inputs: Order_Next_StepInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Next_StepInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Order_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_no: ((inputs?: Order_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not now" |
*
* @param {Order_Not_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_not_now: ((inputs?: Order_Not_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not price this order yet. Please check your connection and try again." |
*
* @param {Order_Not_PricedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_not_priced: ((inputs?: Order_Not_PricedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Not_PricedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order Now" |
*
* @param {Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_now: ((inputs?: Order_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A card payment needs a connection. Connect to the internet to pay by card, or choose escrow to place the order now and send it when you are back online." |
*
* @param {Order_Offline_Card_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_card_needs_connection: ((inputs?: Order_Offline_Card_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Card_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Placing an order needs a connection." |
*
* @param {Order_Offline_Needs_ConnectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_needs_connection: ((inputs?: Order_Offline_Needs_ConnectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Needs_ConnectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. The order is saved on this device and will be placed as soon as the connection returns, at the price shown." |
*
* @param {Order_Offline_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_queued: ((inputs?: Order_Offline_QueuedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_QueuedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The order could not be saved on this device." |
*
* @param {Order_Offline_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_offline_save_failed: ((inputs?: Order_Offline_Save_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Offline_Save_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Options" |
*
* @param {Order_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_options: ((inputs?: Order_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a plan first: the add-ons and options depend on it." |
*
* @param {Order_Options_Need_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_options_need_plan: ((inputs?: Order_Options_Need_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Options_Need_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Order_PaidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_paid: ((inputs?: Order_PaidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PaidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add a new {role}" |
*
* @param {Order_Partner_Add_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_add_new: ((inputs: Order_Partner_Add_NewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Add_NewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please call us at {phone} for assistance." |
*
* @param {Order_Partner_Call_UsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_call_us: ((inputs: Order_Partner_Call_UsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Call_UsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change {role}" |
*
* @param {Order_Partner_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_change: ((inputs: Order_Partner_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_ChangeInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_ChangeInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Choose" |
*
* @param {Order_Partner_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_choose: ((inputs?: Order_Partner_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Order_Partner_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_company: ((inputs?: Order_Partner_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "E-mail" |
*
* @param {Order_Partner_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_email: ((inputs?: Order_Partner_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Find {role}" |
*
* @param {Order_Partner_FindInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_find: ((inputs: Order_Partner_FindInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_FindInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_FindInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | role | output |
* | --- | --- |
* | "buyerAgent" | "Find a buyer's agent" |
* | "sellerAgent" | "Find a listing agent" |
* | "titleCompany" | "Find an escrow officer" |
* | "loanOfficer" | "Find a loan officer" |
* | * | "Find an agent assistant" |
*
* @param {Order_Partner_Find_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_find_title: ((inputs: Order_Partner_Find_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Find_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Log in to add a new {role}" |
*
* @param {Order_Partner_Login_To_AddInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_login_to_add: ((inputs: Order_Partner_Login_To_AddInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Login_To_AddInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Order_Partner_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_name: ((inputs?: Order_Partner_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name is required." |
*
* @param {Order_Partner_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_name_required: ((inputs?: Order_Partner_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No {role} matches “{term}”." |
*
* @param {Order_Partner_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_no_match: ((inputs: Order_Partner_No_MatchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_No_MatchInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None chosen" |
*
* @param {Order_Partner_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_none: ((inputs?: Order_Partner_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Not listed?" |
*
* @param {Order_Partner_Not_ListedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_not_listed: ((inputs?: Order_Partner_Not_ListedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Not_ListedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | role | output |
* | --- | --- |
* | "buyerAgent" | "Buyer's Agent" |
* | "sellerAgent" | "Listing Agent" |
* | "titleCompany" | "Escrow Officer" |
* | "loanOfficer" | "Loan Officer" |
* | * | "Agent Assistant" |
*
* @param {Order_Partner_NounInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_noun: ((inputs: Order_Partner_NounInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_NounInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Order_Partner_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_phone: ((inputs?: Order_Partner_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove {role}" |
*
* @param {Order_Partner_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_remove: ((inputs: Order_Partner_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Partner_RemoveInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_RemoveInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Search results" |
*
* @param {Order_Partner_ResultsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_results: ((inputs?: Order_Partner_ResultsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_ResultsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save and choose" |
*
* @param {Order_Partner_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_save: ((inputs?: Order_Partner_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Saving…" |
*
* @param {Order_Partner_SavingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_saving: ((inputs?: Order_Partner_SavingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SavingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Search" |
*
* @param {Order_Partner_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search: ((inputs?: Order_Partner_SearchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The search failed. Please try again." |
*
* @param {Order_Partner_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_failed: ((inputs?: Order_Partner_Search_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "At least 2 characters." |
*
* @param {Order_Partner_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_hint: ((inputs?: Order_Partner_Search_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{role} name or company" |
*
* @param {Order_Partner_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_search_label: ((inputs: Order_Partner_Search_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Search_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Searching…" |
*
* @param {Order_Partner_SearchingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_searching: ((inputs?: Order_Partner_SearchingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_SearchingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans are ordered on our partner's site. If it does not open by itself, continue to the partner warranty page." |
*
* @param {Order_Partner_Site_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_site_text: ((inputs?: Order_Partner_Site_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_Partner_Site_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Partner_Site_TextInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Ordering continues with our partner" |
*
* @param {Order_Partner_Site_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_partner_site_title: ((inputs?: Order_Partner_Site_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Partner_Site_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I am the" |
*
* @param {Order_Party_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_party_legend: ((inputs?: Order_Party_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose who is placing the order." |
*
* @param {Order_Party_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_party_required: ((inputs?: Order_Party_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Party_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay at closing (escrow)" |
*
* @param {Order_Pay_EscrowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_escrow: ((inputs?: Order_Pay_EscrowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_EscrowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Pay in full now by card" |
*
* @param {Order_Pay_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_full: ((inputs?: Order_Pay_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_FullInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "How would you like to pay?" |
*
* @param {Order_Pay_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_legend: ((inputs?: Order_Pay_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly by card" |
*
* @param {Order_Pay_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_monthly: ((inputs?: Order_Pay_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter the e-mail address on the Contacts step first: the card is saved for it." |
*
* @param {Order_Pay_Needs_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_pay_needs_email: ((inputs?: Order_Pay_Needs_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Pay_Needs_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Place Order" |
*
* @param {Order_PlaceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_place: ((inputs?: Order_PlaceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlaceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Placing your order…" |
*
* @param {Order_PlacingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_placing: ((inputs?: Order_PlacingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_PlacingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "CHOOSE" |
*
* @param {Order_Plan_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_choose: ((inputs?: Order_Plan_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "CHOOSE: {name}" |
*
* @param {Order_Plan_Choose_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_choose_label: ((inputs: Order_Plan_Choose_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Choose_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your current plan" |
*
* @param {Order_Plan_CurrentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_current: ((inputs?: Order_Plan_CurrentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_CurrentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hide coverage details" |
*
* @param {Order_Plan_Hide_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_hide_details: ((inputs?: Order_Plan_Hide_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Hide_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage: {text}" |
*
* @param {Order_Plan_Listing_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_listing_coverage: ((inputs: Order_Plan_Listing_CoverageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Listing_CoverageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The plans could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_ErrorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_load_error: ((inputs?: Order_Plan_Load_ErrorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_ErrorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This plan could not be loaded. Please check your connection and try again." |
*
* @param {Order_Plan_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_load_failed: ((inputs?: Order_Plan_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading plans…" |
*
* @param {Order_Plan_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_loading: ((inputs?: Order_Plan_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{name} PLAN" |
*
* @param {Order_Plan_Name_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_name_monthly: ((inputs: Order_Plan_Name_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Name_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a zip code in our service area and the property type first: the plans and prices depend on them." |
*
* @param {Order_Plan_Needs_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_needs_property: ((inputs?: Order_Plan_Needs_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Needs_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "ORDER NOW" |
*
* @param {Order_Plan_Order_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_order_now: ((inputs?: Order_Plan_Order_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "ORDER NOW: {name}" |
*
* @param {Order_Plan_Order_Now_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_order_now_label: ((inputs: Order_Plan_Order_Now_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Order_Now_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a plan." |
*
* @param {Order_Plan_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_required: ((inputs?: Order_Plan_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "See coverage details" |
*
* @param {Order_Plan_See_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_see_details: ((inputs?: Order_Plan_See_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_See_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "SELECTED" |
*
* @param {Order_Plan_SelectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_selected: ((inputs?: Order_Plan_SelectedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_SelectedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Selected: {name}" |
*
* @param {Order_Plan_Selected_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_plan_selected_label: ((inputs: Order_Plan_Selected_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Plan_Selected_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prepaid service call fees" |
*
* @param {Order_Prepaid_CallsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_prepaid_calls: ((inputs?: Order_Prepaid_CallsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_CallsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "None" |
*
* @param {Order_Prepaid_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_prepaid_none: ((inputs?: Order_Prepaid_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Prepaid_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer's credit left in the budget" |
*
* @param {Order_Price_Buyers_Credit_LeftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_buyers_credit_left: ((inputs?: Order_Price_Buyers_Credit_LeftInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Buyers_Credit_LeftInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The total of this order is now {total} ({monthly}/mo); it was {was}. Place the order at the new price?" |
*
* @param {Order_Price_Changed_ConfirmInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_changed_confirm: ((inputs: Order_Price_Changed_ConfirmInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_ConfirmInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The price has changed" |
*
* @param {Order_Price_Changed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_changed_title: ((inputs?: Order_Price_Changed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Changed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a plan to see your price" |
*
* @param {Order_Price_Choose_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_choose_plan: ((inputs?: Order_Price_Choose_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Choose_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Details" |
*
* @param {Order_Price_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_details: ((inputs?: Order_Price_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due at closing {amount}" |
*
* @param {Order_Price_Due_At_Closing_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_at_closing_amount: ((inputs: Order_Price_Due_At_Closing_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_At_Closing_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due now {amount}" |
*
* @param {Order_Price_Due_Now_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_now_amount: ((inputs: Order_Price_Due_Now_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Now_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Due today {amount}" |
*
* @param {Order_Price_Due_Today_AmountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_due_today_amount: ((inputs: Order_Price_Due_Today_AmountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Due_Today_AmountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The price could not be updated. It will be tried again when something changes." |
*
* @param {Order_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_failed: ((inputs?: Order_Price_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hide" |
*
* @param {Order_Price_HideInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_hide: ((inputs?: Order_Price_HideInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_HideInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{price}/mo" |
*
* @param {Order_Price_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_monthly: ((inputs: Order_Price_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Monthly total" |
*
* @param {Order_Price_Monthly_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_monthly_total: ((inputs?: Order_Price_Monthly_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Monthly_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Offline price: the server confirms it when the order is sent" |
*
* @param {Order_Price_Offline_EstimateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_offline_estimate: ((inputs?: Order_Price_Offline_EstimateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Offline_EstimateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price summary" |
*
* @param {Order_Price_Summary_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_summary_label: ((inputs?: Order_Price_Summary_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Summary_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Total" |
*
* @param {Order_Price_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total: ((inputs?: Order_Price_TotalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_TotalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Total due at closing" |
*
* @param {Order_Price_Total_Due_At_ClosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total_due_at_closing: ((inputs?: Order_Price_Total_Due_At_ClosingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_Due_At_ClosingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Total {total}, paid in full · {monthly}/mo if paid monthly" |
*
* @param {Order_Price_Total_Paid_In_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total_paid_in_full: ((inputs: Order_Price_Total_Paid_In_FullInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_Paid_In_FullInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{monthly}/mo: {monthlyYear} a year · {total} if paid in full" |
*
* @param {Order_Price_Total_Paid_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_total_paid_monthly: ((inputs: Order_Price_Total_Paid_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Total_Paid_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price unavailable" |
*
* @param {Order_Price_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_unavailable: ((inputs?: Order_Price_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Updating price…" |
*
* @param {Order_Price_UpdatingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_updating: ((inputs?: Order_Price_UpdatingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_UpdatingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "updating…" |
*
* @param {Order_Price_Updating_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_updating_short: ((inputs?: Order_Price_Updating_ShortInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Updating_ShortInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upgrade price unavailable" |
*
* @param {Order_Price_Upgrade_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_upgrade_unavailable: ((inputs?: Order_Price_Upgrade_UnavailableInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_Upgrade_UnavailableInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{price}/year" |
*
* @param {Order_Price_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_price_yearly: ((inputs: Order_Price_YearlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Price_YearlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State: {state}" |
*
* @param {Order_Property_State_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_state_hint: ((inputs: Order_Property_State_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_State_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property type" |
*
* @param {Order_Property_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_type: ((inputs?: Order_Property_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property type is required." |
*
* @param {Order_Property_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_property_type_required: ((inputs?: Order_Property_Type_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Property_Type_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Order_Queued_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_clear: ((inputs?: Order_Queued_ClearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_ClearInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Place an order" |
*
* @param {Order_Queued_DescribeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_describe: ((inputs?: Order_Queued_DescribeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DescribeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Discard" |
*
* @param {Order_Queued_DiscardInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_discard: ((inputs?: Order_Queued_DiscardInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_DiscardInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{plan} for {owner}, {address}: {total}" |
*
* @param {Order_Queued_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_line: ((inputs: Order_Queued_LineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Queued_LineInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Queued_LineInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Not placed" |
*
* @param {Order_Queued_Not_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_not_placed: ((inputs?: Order_Queued_Not_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Not_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Waiting orders are placed when the connection returns." |
*
* @param {Order_Queued_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_offline: ((inputs?: Order_Queued_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Placed: contract {policyNumber}" |
*
* @param {Order_Queued_PlacedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_placed: ((inputs: Order_Queued_PlacedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_PlacedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This order now costs {total}; it was {was}. Place it at the new price?" |
*
* @param {Order_Queued_Price_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_price_changed: ((inputs: Order_Queued_Price_ChangedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_ChangedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The new price could not be loaded. Please try again." |
*
* @param {Order_Queued_Price_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_price_failed: ((inputs?: Order_Queued_Price_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Price_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The order was not accepted." |
*
* @param {Order_Queued_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_refused: ((inputs?: Order_Queued_RefusedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_RefusedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review the new price" |
*
* @param {Order_Queued_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_review_price: ((inputs?: Order_Queued_Review_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Review_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send now" |
*
* @param {Order_Queued_Send_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_send_now: ((inputs?: Order_Queued_Send_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_Send_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Orders saved on this device" |
*
* @param {Order_Queued_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_title: ((inputs?: Order_Queued_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Waiting to send" |
*
* @param {Order_Queued_WaitingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_queued_waiting: ((inputs?: Order_Queued_WaitingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Queued_WaitingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Budget Amount" |
*
* @param {Order_Quick_BudgetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_budget: ((inputs?: Order_Quick_BudgetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_BudgetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quick Order" |
*
* @param {Order_Quick_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_button: ((inputs?: Order_Quick_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The quick order could not be placed. Please try again." |
*
* @param {Order_Quick_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_failed: ((inputs?: Order_Quick_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Finding your plan…" |
*
* @param {Order_Quick_FindingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_finding: ((inputs?: Order_Quick_FindingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_FindingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quick Home Warranty Order Form" |
*
* @param {Order_Quick_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_heading: ((inputs?: Order_Quick_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing coverage for the seller" |
*
* @param {Order_Quick_ListingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_listing: ((inputs?: Order_Quick_ListingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_ListingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No plan fits this budget for this home." |
*
* @param {Order_Quick_No_Plan_FitsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_no_plan_fits: ((inputs?: Order_Quick_No_Plan_FitsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_No_Plan_FitsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline and the plans for this home are not saved on this device. Please try again when you are back online." |
*
* @param {Order_Quick_Offline_No_PlansInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_offline_no_plans: ((inputs?: Order_Quick_Offline_No_PlansInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_Offline_No_PlansInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Change plan" |
*
* @param {Order_Quick_Plan_ChangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_plan_change: ((inputs?: Order_Quick_Plan_ChangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_Plan_ChangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quick order picked {plan}." |
*
* @param {Order_Quick_Plan_ChosenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_plan_chosen: ((inputs: Order_Quick_Plan_ChosenInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_Plan_ChosenInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State is required." |
*
* @param {Order_Quick_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_state_required: ((inputs?: Order_Quick_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quick order" |
*
* @param {Order_Quick_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_quick_summary: ((inputs?: Order_Quick_SummaryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Quick_SummaryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a home warranty for a home sale, for the buyer or the seller: enter the property's zip code to see the plans and prices, then pay online or at closing." |
*
* @param {Order_Real_Estate_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_real_estate_description: ((inputs?: Order_Real_Estate_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Real_Estate_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Did you buy this home in the last 30 days?" |
*
* @param {Order_Recent_Purchase_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_recent_purchase_legend: ((inputs?: Order_Recent_Purchase_LegendInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_LegendInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "As a recent home buyer you order from our real estate plans, as the home buyer, paid in full." |
*
* @param {Order_Recent_Purchase_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_recent_purchase_note: ((inputs?: Order_Recent_Purchase_NoteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Recent_Purchase_NoteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remove" |
*
* @param {Order_RemoveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_remove: ((inputs?: Order_RemoveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_RemoveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-on" |
*
* @param {Order_Review_AddonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_addon: ((inputs?: Order_Review_AddonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_AddonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer" |
*
* @param {Order_Review_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_buyer: ((inputs?: Order_Review_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "card ending {lastFour}" |
*
* @param {Order_Review_Card_EndingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_card_ending: ((inputs: Order_Review_Card_EndingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Card_EndingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Estimated close date: {date}" |
*
* @param {Order_Review_Close_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_close_date: ((inputs: Order_Review_Close_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Close_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Coupon {code}" |
*
* @param {Order_Review_CouponInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_coupon: ((inputs: Order_Review_CouponInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_CouponInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Edit {part}" |
*
* @param {Order_Review_EditInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_edit: ((inputs: Order_Review_EditInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Review_EditInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Review_EditInputs, {
    locale?: "en" | "es";
}, {
    hidden: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "No plan chosen" |
*
* @param {Order_Review_No_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_no_plan: ((inputs?: Order_Review_No_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_No_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ordered by: {party}" |
*
* @param {Order_Review_Ordered_ByInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_ordered_by: ((inputs: Order_Review_Ordered_ByInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Ordered_ByInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Owner" |
*
* @param {Order_Review_OwnerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_owner: ((inputs?: Order_Review_OwnerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_OwnerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Price" |
*
* @param {Order_Review_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_price: ((inputs?: Order_Review_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The price appears here once a plan is chosen." |
*
* @param {Order_Review_Price_LaterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_price_later: ((inputs?: Order_Review_Price_LaterInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Price_LaterInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seller" |
*
* @param {Order_Review_SellerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_seller: ((inputs?: Order_Review_SellerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_SellerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{fee} service call fee" |
*
* @param {Order_Review_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_review_service_fee: ((inputs: Order_Review_Service_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Review_Service_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agent Assistant" |
*
* @param {Order_Role_Agent_AssistantInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_agent_assistant: ((inputs?: Order_Role_Agent_AssistantInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Agent_AssistantInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Buyer's Agent" |
*
* @param {Order_Role_Buyer_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_buyer_agent: ((inputs?: Order_Role_Buyer_AgentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Buyer_AgentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Escrow Officer" |
*
* @param {Order_Role_Escrow_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_escrow_officer: ((inputs?: Order_Role_Escrow_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Escrow_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Buyer" |
*
* @param {Order_Role_Home_BuyerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_home_buyer: ((inputs?: Order_Role_Home_BuyerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Home_BuyerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Listing Agent" |
*
* @param {Order_Role_Listing_AgentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_listing_agent: ((inputs?: Order_Role_Listing_AgentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Listing_AgentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loan Officer" |
*
* @param {Order_Role_Loan_OfficerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_role_loan_officer: ((inputs?: Order_Role_Loan_OfficerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Role_Loan_OfficerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seller first name (optional)" |
*
* @param {Order_Seller_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_seller_first_name: ((inputs?: Order_Seller_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seller last name (optional)" |
*
* @param {Order_Seller_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_seller_last_name: ((inputs?: Order_Seller_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Seller_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Order_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sending: ((inputs?: Order_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service call fee" |
*
* @param {Order_Service_FeeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee: ((inputs?: Order_Service_FeeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_FeeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Service call fee: {fee}" |
*
* @param {Order_Service_Fee_FactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee_fact: ((inputs: Order_Service_Fee_FactInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Order_Service_Fee_FactInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Service_Fee_FactInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "{fee} ({offset}/year)" |
*
* @param {Order_Service_Fee_OffsetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_service_fee_offset: ((inputs: Order_Service_Fee_OffsetInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Service_Fee_OffsetInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show plans for" |
*
* @param {Order_Site_Plans_ForInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_site_plans_for: ((inputs?: Order_Site_Plans_ForInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Site_Plans_ForInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a complete mobile number for text updates." |
*
* @param {Order_Sms_Phone_IncompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sms_phone_incomplete: ((inputs?: Order_Sms_Phone_IncompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sms_Phone_IncompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Something went wrong. Please try again." |
*
* @param {Order_Something_WrongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_something_wrong: ((inputs?: Order_Something_WrongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Something_WrongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{from} or more sq. ft." |
*
* @param {Order_Sqft_Or_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sqft_or_more: ((inputs: Order_Sqft_Or_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_Or_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{from} - {to} sq. ft." |
*
* @param {Order_Sqft_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_sqft_range: ((inputs: Order_Sqft_RangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Sqft_RangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Square footage" |
*
* @param {Order_Square_FootageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_square_footage: ((inputs?: Order_Square_FootageInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Square_FootageInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a home warranty as a homeowner or as a real-estate professional: choose yours and see the plans and prices for your home." |
*
* @param {Order_Start_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_description: ((inputs?: Order_Start_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a home warranty" |
*
* @param {Order_Start_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_heading: ((inputs?: Order_Start_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start Your Order" |
*
* @param {Order_Start_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_start_title: ((inputs?: Order_Start_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Start_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State" |
*
* @param {Order_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_state: ((inputs?: Order_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Contacts" |
*
* @param {Order_Step_ContactsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_contacts: ((inputs?: Order_Step_ContactsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ContactsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Step {step} of {count}" |
*
* @param {Order_Step_CountInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_count: ((inputs: Order_Step_CountInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_CountInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Add-ons & Options" |
*
* @param {Order_Step_OptionsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_options: ((inputs?: Order_Step_OptionsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_OptionsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Partners" |
*
* @param {Order_Step_PartnersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_partners: ((inputs?: Order_Step_PartnersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PartnersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Payment" |
*
* @param {Order_Step_PaymentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_payment: ((inputs?: Order_Step_PaymentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PaymentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plan" |
*
* @param {Order_Step_PlanInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_plan: ((inputs?: Order_Step_PlanInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PlanInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Property" |
*
* @param {Order_Step_PropertyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_property: ((inputs?: Order_Step_PropertyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_PropertyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Review" |
*
* @param {Order_Step_ReviewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_step_review: ((inputs?: Order_Step_ReviewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Step_ReviewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order steps" |
*
* @param {Order_Steps_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_steps_label: ((inputs?: Order_Steps_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Steps_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Street address" |
*
* @param {Order_Street_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_street_address: ((inputs?: Order_Street_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Street_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_AgreeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_agree: ((inputs?: Order_Terms_AgreeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_AgreeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The sample contract is available in English only." |
*
* @param {Order_Terms_EnglishInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_english: ((inputs?: Order_Terms_EnglishInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_EnglishInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Read the terms and conditions and the sample contract (each opens in a new tab)." |
*
* @param {Order_Terms_ReadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_read: ((inputs?: Order_Terms_ReadInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Order_Terms_ReadInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Order_Terms_ReadInputs, {
    locale?: "en" | "es";
}, {
    contract: {
        options: {};
        attributes: {};
        children: true;
    };
    terms: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Please agree to the terms and conditions and the sample contract." |
*
* @param {Order_Terms_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_terms_required: ((inputs?: Order_Terms_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Terms_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Convert to Full Coverage" |
*
* @param {Order_Title_ConvertInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_convert: ((inputs?: Order_Title_ConvertInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_ConvertInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a Home Warranty" |
*
* @param {Order_Title_NewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_new: ((inputs?: Order_Title_NewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_NewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Order a Real Estate Home Warranty" |
*
* @param {Order_Title_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_real_estate: ((inputs?: Order_Title_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Renew Your Home Warranty" |
*
* @param {Order_Title_RenewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_renew: ((inputs?: Order_Title_RenewInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_RenewInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Upgrade Your Home Warranty" |
*
* @param {Order_Title_UpgradeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_title_upgrade: ((inputs?: Order_Title_UpgradeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Title_UpgradeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner" |
*
* @param {Order_Type_HomeownerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_homeowner: ((inputs?: Order_Type_HomeownerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_HomeownerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real Estate Professional" |
*
* @param {Order_Type_Real_EstateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_real_estate: ((inputs?: Order_Type_Real_EstateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_Real_EstateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Which best describes you?" |
*
* @param {Order_Type_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_type_title: ((inputs?: Order_Type_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Type_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "/mo" |
*
* @param {Order_Unit_MonthInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_month: ((inputs?: Order_Unit_MonthInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_MonthInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Unit (optional)" |
*
* @param {Order_Unit_OptionalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_optional: ((inputs?: Order_Unit_OptionalInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_OptionalInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "/year" |
*
* @param {Order_Unit_YearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_unit_year: ((inputs?: Order_Unit_YearInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Unit_YearInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Updating the price…" |
*
* @param {Order_Updating_The_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_updating_the_price: ((inputs?: Order_Updating_The_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Updating_The_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "OK" |
*
* @param {Order_Validation_OkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_validation_ok: ((inputs?: Order_Validation_OkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Validation_OkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} year" |
* | "other" | "{count} years" |
*
* @param {Order_YearsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_years: ((inputs: Order_YearsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YearsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Order_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_yes: ((inputs?: Order_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Order_Zip_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_zip_code: ((inputs?: Order_Zip_CodeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_CodeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter a valid zip code." |
*
* @param {Order_Zip_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const order_zip_invalid: ((inputs?: Order_Zip_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Order_Zip_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading…" |
*
* @param {Page_Frame_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const page_frame_loading: ((inputs?: Page_Frame_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Frame_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This page needs JavaScript. Turn it on in your browser’s settings, then reload the page." |
*
* @param {Page_Frame_NoscriptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const page_frame_noscript: ((inputs?: Page_Frame_NoscriptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Page_Frame_NoscriptInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prices per month in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_MonthlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_note_monthly: ((inputs: Plans_Note_MonthlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_MonthlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prices per year in {state} for a single-family home under 5,000 sq ft. Larger homes and other property types are priced when you order." |
*
* @param {Plans_Note_YearlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_note_yearly: ((inputs: Plans_Note_YearlyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_Note_YearlyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show prices for" |
*
* @param {Plans_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const plans_state_label: ((inputs?: Plans_State_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Plans_State_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Accept all" |
*
* @param {Privacy_Centre_Accept_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_accept_all: ((inputs?: Privacy_Centre_Accept_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Accept_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Let advertising partners use identifiers and internet activity from this site to show you ads for our plans on other sites. Turn this off to opt out of the s..." |
*
* @param {Privacy_Centre_Advertising_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_advertising_description: ((inputs?: Privacy_Centre_Advertising_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Advertising: sale or sharing of personal information" |
*
* @param {Privacy_Centre_Advertising_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_advertising_name: ((inputs?: Privacy_Centre_Advertising_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Advertising_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Measure which pages and campaigns help visitors most, from pages viewed and links clicked." |
*
* @param {Privacy_Centre_Analytics_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_analytics_description: ((inputs?: Privacy_Centre_Analytics_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Analytics" |
*
* @param {Privacy_Centre_Analytics_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_analytics_name: ((inputs?: Privacy_Centre_Analytics_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Analytics_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Commercial information" |
*
* @param {Privacy_Centre_Category_CommercialInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_commercial: ((inputs?: Privacy_Centre_Category_CommercialInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_CommercialInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Identifiers" |
*
* @param {Privacy_Centre_Category_IdentifiersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_identifiers: ((inputs?: Privacy_Centre_Category_IdentifiersInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_IdentifiersInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Inferences" |
*
* @param {Privacy_Centre_Category_InferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_inferences: ((inputs?: Privacy_Centre_Category_InferencesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_InferencesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Internet or other electronic network activity" |
*
* @param {Privacy_Centre_Category_Internet_ActivityInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_internet_activity: ((inputs?: Privacy_Centre_Category_Internet_ActivityInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_Internet_ActivityInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sensory data (audio, electronic and visual)" |
*
* @param {Privacy_Centre_Category_SensoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_category_sensory: ((inputs?: Privacy_Centre_Category_SensoryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Category_SensoryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Remember your preferences on this site between visits." |
*
* @param {Privacy_Centre_Functional_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_functional_description: ((inputs?: Privacy_Centre_Functional_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Functional" |
*
* @param {Privacy_Centre_Functional_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_functional_name: ((inputs?: Privacy_Centre_Functional_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Functional_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your browser sends a Global Privacy Control signal, so the sale or sharing of your personal information is off for this browser unless you turn it on here." |
*
* @param {Privacy_Centre_Gpc_NoticeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_gpc_notice: ((inputs?: Privacy_Centre_Gpc_NoticeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Gpc_NoticeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "These choices apply to the cookies and tags on this site in this browser. We collect these categories of personal information:" |
*
* @param {Privacy_Centre_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_intro: ((inputs?: Privacy_Centre_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Keep you signed in, keep the site secure and remember these choices. The site cannot work without them, so they are always on." |
*
* @param {Privacy_Centre_Necessary_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_necessary_description: ((inputs?: Privacy_Centre_Necessary_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Strictly necessary" |
*
* @param {Privacy_Centre_Necessary_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_necessary_name: ((inputs?: Privacy_Centre_Necessary_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Necessary_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Purposes" |
*
* @param {Privacy_Centre_Purposes_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_purposes_label: ((inputs?: Privacy_Centre_Purposes_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Purposes_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Read more in our Privacy Policy." |
*
* @param {Privacy_Centre_Read_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_read_more: ((inputs?: Privacy_Centre_Read_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Privacy_Centre_Read_MoreInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Privacy_Centre_Read_MoreInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Reject all" |
*
* @param {Privacy_Centre_Reject_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_reject_all: ((inputs?: Privacy_Centre_Reject_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Reject_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save choices" |
*
* @param {Privacy_Centre_SaveInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_save: ((inputs?: Privacy_Centre_SaveInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SaveInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your privacy choices are saved for this browser." |
*
* @param {Privacy_Centre_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_saved: ((inputs?: Privacy_Centre_SavedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_SavedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "(sold or shared for advertising)" |
*
* @param {Privacy_Centre_Sold_Or_SharedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_centre_sold_or_shared: ((inputs?: Privacy_Centre_Sold_Or_SharedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Centre_Sold_Or_SharedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your Privacy Choices" |
*
* @param {Privacy_Choices_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const privacy_choices_title: ((inputs?: Privacy_Choices_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Privacy_Choices_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Open the app to see it." |
*
* @param {Push_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_body: ((inputs?: Push_BodyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_BodyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You have a cash offer on your claim" |
*
* @param {Push_Cash_In_Lieu_OfferedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_cash_in_lieu_offered: ((inputs?: Push_Cash_In_Lieu_OfferedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Cash_In_Lieu_OfferedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your claim was updated" |
*
* @param {Push_Claim_Status_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_claim_status_changed: ((inputs?: Push_Claim_Status_ChangedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Claim_Status_ChangedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications are blocked for this site. Allow them in your browser’s site settings, then turn this on again." |
*
* @param {Push_Device_DeniedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_device_denied: ((inputs?: Push_Device_DeniedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_DeniedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications could not be changed just now. Please try again." |
*
* @param {Push_Device_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_device_failed: ((inputs?: Push_Device_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications were not allowed, so they stay off on this device." |
*
* @param {Push_Device_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_device_not_allowed: ((inputs?: Push_Device_Not_AllowedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_Not_AllowedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get a notice on this device when something needs you." |
*
* @param {Push_Device_OffInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_device_off: ((inputs?: Push_Device_OffInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_OffInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This device shows a notice when something needs you. It never shows names or addresses." |
*
* @param {Push_Device_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_device_on: ((inputs?: Push_Device_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Notifications on this device" |
*
* @param {Push_Device_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_device_title: ((inputs?: Push_Device_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This browser cannot show notifications from this site. On an iPhone or iPad, add the site to your Home Screen first and open it from there." |
*
* @param {Push_Device_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_device_unsupported: ((inputs?: Push_Device_UnsupportedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Device_UnsupportedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your technician has arrived" |
*
* @param {Push_Technician_ArrivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_technician_arrived: ((inputs?: Push_Technician_ArrivedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Technician_ArrivedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your authorization request was approved" |
*
* @param {Push_Technician_Authorization_ApprovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_technician_authorization_approved: ((inputs?: Push_Technician_Authorization_ApprovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Technician_Authorization_ApprovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your authorization request was declined" |
*
* @param {Push_Technician_Authorization_DeclinedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_technician_authorization_declined: ((inputs?: Push_Technician_Authorization_DeclinedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Technician_Authorization_DeclinedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "New dispatch" |
*
* @param {Push_Technician_New_DispatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_technician_new_dispatch: ((inputs?: Push_Technician_New_DispatchInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Technician_New_DispatchInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your technician is on the way" |
*
* @param {Push_Technician_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_technician_on_the_way: ((inputs?: Push_Technician_On_The_WayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Technician_On_The_WayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A dispatch was cancelled" |
*
* @param {Push_Technician_Ticket_CancelledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_technician_ticket_cancelled: ((inputs?: Push_Technician_Ticket_CancelledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Technician_Ticket_CancelledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A ticket was updated" |
*
* @param {Push_Technician_Ticket_ChangedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_technician_ticket_changed: ((inputs?: Push_Technician_Ticket_ChangedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Technician_Ticket_ChangedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your technician has finished the work" |
*
* @param {Push_Visit_CompleteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_visit_complete: ((inputs?: Push_Visit_CompleteInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Visit_CompleteInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your repair visit is scheduled" |
*
* @param {Push_Visit_ScheduledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const push_visit_scheduled: ((inputs?: Push_Visit_ScheduledInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Push_Visit_ScheduledInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get a Free Quote" |
*
* @param {Quote_Banner_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_button: ((inputs?: Quote_Banner_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Free home warranty quotes for homes in Arizona, Idaho, Nevada, Oregon, Texas and Utah, or call {phone}." |
*
* @param {Quote_Banner_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_text: ((inputs: Quote_Banner_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Quote_Banner_TextInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Quote_Banner_TextInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "See your price in about a minute" |
*
* @param {Quote_Banner_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_banner_title: ((inputs?: Quote_Banner_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Banner_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your quote request. Please call us at {phone} and we will help you right away." |
*
* @param {Quote_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_failed_text: ((inputs: Quote_Form_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Quote" |
*
* @param {Quote_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_label: ((inputs?: Quote_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Did you purchase the home in the last 30 days?" |
*
* @param {Quote_Form_Recent_PurchaseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_recent_purchase: ((inputs?: Quote_Form_Recent_PurchaseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Recent_PurchaseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get My Free Quote" |
*
* @param {Quote_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_submit: ((inputs?: Quote_Form_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Here are the plans and prices for your home. Questions? Call us at {phone}." |
*
* @param {Quote_Form_Thanks_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_thanks_text: ((inputs: Quote_Form_Thanks_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you!" |
*
* @param {Quote_Form_Thanks_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_form_thanks_title: ((inputs?: Quote_Form_Thanks_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Form_Thanks_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Prefer to talk? Call {phone}." |
*
* @param {Quote_Section_CallInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_call: ((inputs: Quote_Section_CallInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Quote_Section_CallInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Quote_Section_CallInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "A licensed contractor assigned within 24 hours of a claim" |
*
* @param {Quote_Section_Point_ContractorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_contractor: ((inputs?: Quote_Section_Point_ContractorInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_ContractorInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plans from $35 a month" |
*
* @param {Quote_Section_Point_PriceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_price: ((inputs?: Quote_Section_Point_PriceInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_PriceInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Serving Arizona, Idaho, Nevada, Oregon, Texas and Utah" |
*
* @param {Quote_Section_Point_StatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_point_states: ((inputs?: Quote_Section_Point_StatesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_Point_StatesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us a little about your home and we will show you the plans and prices for it right away. No obligation, no sales pressure: a quote takes about a minute." |
*
* @param {Quote_Section_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_text: ((inputs?: Quote_Section_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get a Free Home Warranty Quote!" |
*
* @param {Quote_Section_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const quote_section_title: ((inputs?: Quote_Section_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Quote_Section_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Call {name} at {phone}" |
*
* @param {Reps_Call_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_call_label: ((inputs: Reps_Call_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Call_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_email_label: ((inputs: Reps_Email_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email {name}" |
*
* @param {Reps_Email_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_email_link: ((inputs: Reps_Email_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Email_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Meet Your Local Representative" |
*
* @param {Reps_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_heading: ((inputs?: Reps_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Our representatives live and work in the markets they serve. They visit offices, run lunch-and-learns, drop off brochures and help with any order. Pick your ..." |
*
* @param {Reps_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_intro: ((inputs?: Reps_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Representatives in {state}" |
*
* @param {Reps_List_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_list_label: ((inputs: Reps_List_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_List_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The representatives could not be loaded just now. Please try again later." |
*
* @param {Reps_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_load_failed: ((inputs?: Reps_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading representatives…" |
*
* @param {Reps_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_loading: ((inputs?: Reps_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find your location in time. Choose your state to see its representatives." |
*
* @param {Reps_Location_Timed_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_location_timed_out: ((inputs?: Reps_Location_Timed_OutInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_Timed_OutInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Location" |
*
* @param {Reps_Location_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_location_title: ((inputs?: Reps_Location_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Location_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We do not have a representative in {state} yet." |
*
* @param {Reps_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_none: ((inputs: Reps_NoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_NoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Portrait of {name}" |
*
* @param {Reps_Photo_AltInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_photo_alt: ((inputs: Reps_Photo_AltInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_Photo_AltInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your state" |
*
* @param {Reps_State_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reps_state_label: ((inputs?: Reps_State_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reps_State_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request Repair" |
*
* @param {Request_RepairInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const request_repair: ((inputs?: Request_RepairInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Request_RepairInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "All resources" |
*
* @param {Resources_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_all: ((inputs?: Resources_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Breadcrumb" |
*
* @param {Resources_BreadcrumbInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_breadcrumb: ((inputs?: Resources_BreadcrumbInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_BreadcrumbInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Resource categories" |
*
* @param {Resources_Categories_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_categories_label: ((inputs?: Resources_Categories_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Categories_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this category. Please check your connection and try again." |
*
* @param {Resources_Category_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_category_failed: ((inputs?: Resources_Category_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Category_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Resources" |
*
* @param {Resources_LinkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_link: ((inputs?: Resources_LinkInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LinkInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the articles. Please check your connection and try again." |
*
* @param {Resources_List_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_list_failed: ((inputs?: Resources_List_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_List_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Load More" |
*
* @param {Resources_Load_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_load_more: ((inputs?: Resources_Load_MoreInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Load_MoreInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading articles…" |
*
* @param {Resources_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_loading: ((inputs?: Resources_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sign Up for Our Newsletter" |
*
* @param {Resources_Newsletter_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_heading: ((inputs?: Resources_Newsletter_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Newsletter_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_label: ((inputs?: Resources_Newsletter_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "you@example.com" |
*
* @param {Resources_Newsletter_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_placeholder: ((inputs?: Resources_Newsletter_PlaceholderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_PlaceholderInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Subscribe" |
*
* @param {Resources_Newsletter_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_submit: ((inputs?: Resources_Newsletter_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Seasonal maintenance tips and home warranty news, about once a month." |
*
* @param {Resources_Newsletter_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_newsletter_text: ((inputs?: Resources_Newsletter_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Newsletter_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "There are no articles here yet." |
*
* @param {Resources_No_ArticlesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_no_articles: ((inputs?: Resources_No_ArticlesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_No_ArticlesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Recent Home Warranty Resources" |
*
* @param {Resources_Recent_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_recent_heading: ((inputs?: Resources_Recent_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Maintenance checklists, repair know-how and home buying advice from our team." |
*
* @param {Resources_Recent_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_recent_intro: ((inputs?: Resources_Recent_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Recent_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "More in {category}" |
*
* @param {Resources_RelatedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_related: ((inputs: Resources_RelatedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RelatedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Resources_RetryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_retry: ((inputs?: Resources_RetryInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_RetryInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share" |
*
* @param {Resources_ShareInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share: ((inputs?: Resources_ShareInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_ShareInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Resources_Share_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_email: ((inputs?: Resources_Share_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share on {network}" |
*
* @param {Resources_Share_OnInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_on: ((inputs: Resources_Share_OnInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_OnInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Share this article" |
*
* @param {Resources_Share_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_share_title: ((inputs?: Resources_Share_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Share_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home Warranty Resources" |
*
* @param {Resources_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_title: ((inputs?: Resources_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not find that resources category. Here are our most recent articles." |
*
* @param {Resources_Unknown_Category_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_unknown_category_text: ((inputs?: Resources_Unknown_Category_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Category not found" |
*
* @param {Resources_Unknown_Category_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const resources_unknown_category_title: ((inputs?: Resources_Unknown_Category_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Resources_Unknown_Category_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Hear From Our Contractors" |
*
* @param {Reviews_Contractor_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_contractor_heading: ((inputs?: Reviews_Contractor_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Plumbers, electricians, HVAC and appliance technicians across our six states on what it is like to work with our network." |
*
* @param {Reviews_Contractor_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_contractor_intro: ((inputs?: Reviews_Contractor_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Contractor_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What Our Customers Say" |
*
* @param {Reviews_Customer_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_customer_heading: ((inputs?: Reviews_Customer_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real words from people whose furnaces, water heaters and refrigerators we have fixed across Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Reviews_Customer_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_customer_intro: ((inputs?: Reviews_Customer_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Customer_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowner Reviews" |
*
* @param {Reviews_Homeowner_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_homeowner_heading: ((inputs?: Reviews_Homeowner_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Homeowners tell us what matters most when something breaks: a quick answer, a contractor who shows up, and a bill that stays at the service fee." |
*
* @param {Reviews_Homeowner_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_homeowner_intro: ((inputs?: Reviews_Homeowner_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Homeowner_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The reviews could not be loaded just now. Please try again later." |
*
* @param {Reviews_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_load_failed: ((inputs?: Reviews_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading reviews…" |
*
* @param {Reviews_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_loading: ((inputs?: Reviews_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Trusted by Real Estate Professionals" |
*
* @param {Reviews_Real_Estate_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_real_estate_heading: ((inputs?: Reviews_Real_Estate_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Agents, brokers and escrow officers order with us because coverage starts on time, closings stay on schedule and their clients call back happy." |
*
* @param {Reviews_Real_Estate_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_real_estate_intro: ((inputs?: Reviews_Real_Estate_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Real_Estate_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show all {count} reviews" |
*
* @param {Reviews_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_show_all: ((inputs: Reviews_Show_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Show fewer reviews" |
*
* @param {Reviews_Show_FewerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_show_fewer: ((inputs?: Reviews_Show_FewerInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_Show_FewerInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{rating} out of 5 stars" |
*
* @param {Reviews_StarsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const reviews_stars: ((inputs: Reviews_StarsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Reviews_StarsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The sample residential service contract of our plans in your state: what is covered, what is not, repairs, renewal and cancelling." |
*
* @param {Sample_Contract_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sample_contract_description: ((inputs?: Sample_Contract_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sample_Contract_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the sample contract…" |
*
* @param {Sample_Contract_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sample_contract_loading: ((inputs?: Sample_Contract_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sample_Contract_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load the sample contract. Check the connection, or call us and we will send it to you." |
*
* @param {Sample_Contract_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sample_contract_missing: ((inputs?: Sample_Contract_MissingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sample_Contract_MissingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Download the PDF" |
*
* @param {Sample_Contract_PdfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sample_contract_pdf: ((inputs?: Sample_Contract_PdfInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sample_Contract_PdfInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sample contract" |
*
* @param {Sample_Contract_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sample_contract_title: ((inputs?: Sample_Contract_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sample_Contract_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Home warranty plans for homeowners and real-estate professionals in Arizona, Idaho, Nevada, Oregon, Texas and Utah." |
*
* @param {Site_DescriptionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_description: ((inputs?: Site_DescriptionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_DescriptionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Address" |
*
* @param {Site_Form_AddressInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_address: ((inputs?: Site_Form_AddressInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_AddressInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Site_Form_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_email: ((inputs?: Site_Form_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Name" |
*
* @param {Site_Form_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_name: ((inputs?: Site_Form_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "No" |
*
* @param {Site_Form_NoInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_no: ((inputs?: Site_Form_NoInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_NoInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Site_Form_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_phone: ((inputs?: Site_Form_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Site_Form_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_sending: ((inputs?: Site_Form_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Yes" |
*
* @param {Site_Form_YesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_yes: ((inputs?: Site_Form_YesInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_YesInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Zip code" |
*
* @param {Site_Form_ZipInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const site_form_zip: ((inputs?: Site_Form_ZipInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Form_ZipInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Skip to content" |
*
* @param {Skip_To_ContentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const skip_to_content: ((inputs?: Skip_To_ContentInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Skip_To_ContentInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: you have a cash offer on your claim. See it and answer: {link}" |
*
* @param {Sms_Cash_OfferInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_cash_offer: ((inputs: Sms_Cash_OfferInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_Cash_OfferInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: there is a decision on your claim. See what your plan covers: {link}" |
*
* @param {Sms_Claim_DecisionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_claim_decision: ((inputs: Sms_Claim_DecisionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_Claim_DecisionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: texts about your repair visits, claims and payments. Reply STOP to stop them. Questions? Call {phone}." |
*
* @param {Sms_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_help: ((inputs: Sms_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_HelpInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: a payment on your plan did not go through. Please check your card: {link}" |
*
* @param {Sms_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_payment_failed: ((inputs: Sms_Payment_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_Payment_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your technician is on the way. Details: {link}" |
*
* @param {Sms_Technician_On_The_WayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_technician_on_the_way: ((inputs: Sms_Technician_On_The_WayInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_Technician_On_The_WayInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your technician is on the way, about {minutes} minutes out. Details: {link}" |
*
* @param {Sms_Technician_On_The_Way_EtaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_technician_on_the_way_eta: ((inputs: Sms_Technician_On_The_Way_EtaInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_Technician_On_The_Way_EtaInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your repair visit is booked. See the day and time: {link}" |
*
* @param {Sms_Visit_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_visit_booked: ((inputs: Sms_Visit_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_Visit_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{brand}: your repair visit has moved to a new time. See it: {link}" |
*
* @param {Sms_Visit_MovedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const sms_visit_moved: ((inputs: Sms_Visit_MovedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Sms_Visit_MovedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "(opens in a new tab)" |
*
* @param {Social_New_TabInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const social_new_tab: ((inputs?: Social_New_TabInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Social_New_TabInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose…" |
*
* @param {State_Notice_Form_ChooseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_choose: ((inputs?: State_Notice_Form_ChooseInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ChooseInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Details (optional): for a correction, what is wrong and what it should say" |
*
* @param {State_Notice_Form_DetailsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_details: ((inputs?: State_Notice_Form_DetailsInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_DetailsInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please keep the details under {max} characters." |
*
* @param {State_Notice_Form_Details_Too_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_details_too_long: ((inputs: State_Notice_Form_Details_Too_LongInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Details_Too_LongInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is invalid." |
*
* @param {State_Notice_Form_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_email_invalid: ((inputs?: State_Notice_Form_Email_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Email address is required." |
*
* @param {State_Notice_Form_Email_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_email_required: ((inputs?: State_Notice_Form_Email_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Email_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not send your request. Please try again, or call us at {phone}." |
*
* @param {State_Notice_Form_Failed_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_failed_text: ((inputs: State_Notice_Form_Failed_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Request Not Sent" |
*
* @param {State_Notice_Form_Failed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_failed_title: ((inputs?: State_Notice_Form_Failed_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Failed_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Privacy request" |
*
* @param {State_Notice_Form_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_label: ((inputs?: State_Notice_Form_LabelInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_LabelInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please enter your name." |
*
* @param {State_Notice_Form_Name_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_name_required: ((inputs?: State_Notice_Form_Name_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Name_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Thank you. We received your request and e-mailed you a confirmation. We will verify your identity and respond within 45 days." |
*
* @param {State_Notice_Form_ReceivedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_received: ((inputs?: State_Notice_Form_ReceivedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_ReceivedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "State you live in" |
*
* @param {State_Notice_Form_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state: ((inputs?: State_Notice_Form_StateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_StateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a US state." |
*
* @param {State_Notice_Form_State_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state_invalid: ((inputs?: State_Notice_Form_State_InvalidInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_InvalidInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose your state." |
*
* @param {State_Notice_Form_State_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_state_required: ((inputs?: State_Notice_Form_State_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_State_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Send request" |
*
* @param {State_Notice_Form_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_submit: ((inputs?: State_Notice_Form_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "What are you asking for?" |
*
* @param {State_Notice_Form_TypeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type: ((inputs?: State_Notice_Form_TypeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_TypeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Access to my information" |
*
* @param {State_Notice_Form_Type_AccessInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_access: ((inputs?: State_Notice_Form_Type_AccessInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_AccessInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Correction of my information" |
*
* @param {State_Notice_Form_Type_CorrectionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_correction: ((inputs?: State_Notice_Form_Type_CorrectionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_CorrectionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Deletion of my information" |
*
* @param {State_Notice_Form_Type_DeletionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_deletion: ((inputs?: State_Notice_Form_Type_DeletionInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_DeletionInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose access, deletion or correction." |
*
* @param {State_Notice_Form_Type_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const state_notice_form_type_required: ((inputs?: State_Notice_Form_Type_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<State_Notice_Form_Type_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Back" |
*
* @param {Status_Update_BackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_back: ((inputs?: Status_Update_BackInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BackInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Book this time" |
*
* @param {Status_Update_BookInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_book: ((inputs?: Status_Update_BookInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "The time could not be booked. Please try again." |
*
* @param {Status_Update_Book_FailureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_book_failure: ((inputs?: Status_Update_Book_FailureInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Book_FailureInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Your visit is booked for {day}, {time}." |
*
* @param {Status_Update_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booked: ((inputs: Status_Update_BookedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Booked now: {day}, {time}" |
*
* @param {Status_Update_Booked_NowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booked_now: ((inputs: Status_Update_Booked_NowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Booked_NowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Booking…" |
*
* @param {Status_Update_BookingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_booking: ((inputs?: Status_Update_BookingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_BookingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel Work Order" |
*
* @param {Status_Update_Cancel_ButtonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_button: ((inputs?: Status_Update_Cancel_ButtonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ButtonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Is the visit no longer needed? Ask us to cancel this work order." |
*
* @param {Status_Update_Cancel_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_intro: ((inputs?: Status_Update_Cancel_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tell us why work order {workOrderId} should be cancelled." |
*
* @param {Status_Update_Cancel_PromptInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_prompt: ((inputs: Status_Update_Cancel_PromptInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_PromptInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Reason for cancellation" |
*
* @param {Status_Update_Cancel_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_reason: ((inputs?: Status_Update_Cancel_ReasonInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_ReasonInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Cancel this work order" |
*
* @param {Status_Update_Cancel_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_cancel_title: ((inputs?: Status_Update_Cancel_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Cancel_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Choose a date, a start window and an end window to submit." |
*
* @param {Status_Update_Choose_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_choose_all: ((inputs?: Status_Update_Choose_AllInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Choose_AllInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "This work order is closed and can no longer be changed." |
*
* @param {Status_Update_ClosedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_closed: ((inputs?: Status_Update_ClosedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ClosedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Date" |
*
* @param {Status_Update_DateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date: ((inputs?: Status_Update_DateInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_DateInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "From today up to six months ahead." |
*
* @param {Status_Update_Date_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date_hint: ((inputs?: Status_Update_Date_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Please choose a date from today to six months ahead." |
*
* @param {Status_Update_Date_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_date_range: ((inputs?: Status_Update_Date_RangeInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Date_RangeInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "End window" |
*
* @param {Status_Update_End_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_end_window: ((inputs?: Status_Update_End_WindowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_End_WindowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Need help? Call us at {phone}." |
*
* @param {Status_Update_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_help: ((inputs: Status_Update_HelpInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Status_Update_HelpInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Status_Update_HelpInputs, {
    locale?: "en" | "es";
}, {
    tel: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Choose the day of the visit and its time window, then submit. The work order is then marked as scheduled." |
*
* @param {Status_Update_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_intro: ((inputs?: Status_Update_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We could not load this work order. Please check your connection and try again." |
*
* @param {Status_Update_Load_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_load_failed: ((inputs?: Status_Update_Load_FailedInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Load_FailedInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Loading the work order…" |
*
* @param {Status_Update_LoadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_loading: ((inputs?: Status_Update_LoadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_LoadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "You are offline. Submitting needs a connection." |
*
* @param {Status_Update_OfflineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_offline: ((inputs?: Status_Update_OfflineInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_OfflineInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Ready to submit." |
*
* @param {Status_Update_ReadyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_ready: ((inputs?: Status_Update_ReadyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_ReadyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Enter a reason to submit." |
*
* @param {Status_Update_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_reason_required: ((inputs?: Status_Update_Reason_RequiredInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Reason_RequiredInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Schedule the visit" |
*
* @param {Status_Update_Schedule_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_schedule_title: ((inputs?: Status_Update_Schedule_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Schedule_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Start window" |
*
* @param {Status_Update_Start_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_start_window: ((inputs?: Status_Update_Start_WindowInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Start_WindowInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Status_Update_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_submit: ((inputs?: Status_Update_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submitting…" |
*
* @param {Status_Update_SubmittingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_submitting: ((inputs?: Status_Update_SubmittingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_SubmittingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Update Work Order Status" |
*
* @param {Status_Update_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_title: ((inputs?: Status_Update_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Try again" |
*
* @param {Status_Update_Try_AgainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_try_again: ((inputs?: Status_Update_Try_AgainInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Try_AgainInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Or choose a day and hours yourself below." |
*
* @param {Status_Update_Windows_OrInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_windows_or: ((inputs?: Status_Update_Windows_OrInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_OrInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Book an open time" |
*
* @param {Status_Update_Windows_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_windows_title: ((inputs?: Status_Update_Windows_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Status_Update_Windows_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Work order {workOrderId}" |
*
* @param {Status_Update_Work_OrderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const status_update_work_order: ((inputs: Status_Update_Work_OrderInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs: Status_Update_Work_OrderInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Status_Update_Work_OrderInputs, {
    locale?: "en" | "es";
}, {
    strong: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Company" |
*
* @param {Video_Support_CompanyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_company: ((inputs?: Video_Support_CompanyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_CompanyInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I agree to receive e-mails from {brand} and {service} about this service." |
*
* @param {Video_Support_Consent_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_email: ((inputs: Video_Support_Consent_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Tick both boxes to submit." |
*
* @param {Video_Support_Consent_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_hint: ((inputs?: Video_Support_Consent_HintInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Consent_HintInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "I agree to the data and privacy policy." |
*
* @param {Video_Support_Consent_PrivacyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_consent_privacy: ((inputs?: Video_Support_Consent_PrivacyInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & {
    parts: (inputs?: Video_Support_Consent_PrivacyInputs, options?: {
        locale?: "en" | "es";
    }) => import('../runtime.js').MessagePart[];
} & import('../runtime.js').MessageMetadata<Video_Support_Consent_PrivacyInputs, {
    locale?: "en" | "es";
}, {
    link: {
        options: {};
        attributes: {};
        children: true;
    };
}>;
/**
* | output |
* | --- |
* | "Email" |
*
* @param {Video_Support_EmailInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_email: ((inputs?: Video_Support_EmailInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_EmailInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "First Name" |
*
* @param {Video_Support_First_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_first_name: ((inputs?: Video_Support_First_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_First_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Get {service} for Your Team" |
*
* @param {Video_Support_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_heading: ((inputs: Video_Support_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "{service} lets your technicians see a homeowner's problem over live video before they roll a truck. Tell us about your company and we will set your team up." |
*
* @param {Video_Support_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_intro: ((inputs: Video_Support_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Last Name" |
*
* @param {Video_Support_Last_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_last_name: ((inputs?: Video_Support_Last_NameInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_Last_NameInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Phone" |
*
* @param {Video_Support_PhoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_phone: ((inputs?: Video_Support_PhoneInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_PhoneInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Sending…" |
*
* @param {Video_Support_SendingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_sending: ((inputs?: Video_Support_SendingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SendingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Submit" |
*
* @param {Video_Support_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const video_support_submit: ((inputs?: Video_Support_SubmitInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Video_Support_SubmitInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real estate warranty link for policy {policyId}" |
*
* @param {Warranty_Link_Frame_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const warranty_link_frame_title: ((inputs: Warranty_Link_Frame_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_Frame_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Warranty Link" |
*
* @param {Warranty_Link_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const warranty_link_title: ((inputs?: Warranty_Link_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Warranty_Link_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Voted best home warranty company in our region in 2014, 2015, 2016, 2019 and 2020." |
*
* @param {Why_Award_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_award_text: ((inputs?: Why_Award_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Best in region, five times" |
*
* @param {Why_Award_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_award_title: ((inputs?: Why_Award_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Award_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Once you file a claim, we assign a licensed local contractor within 24 hours, and they call you to schedule." |
*
* @param {Why_Contractor_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_contractor_text: ((inputs?: Why_Contractor_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "A contractor within 24 hours" |
*
* @param {Why_Contractor_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_contractor_title: ((inputs?: Why_Contractor_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Contractor_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Why Choose {brand}?" |
*
* @param {Why_HeadingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_heading: ((inputs: Why_HeadingInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_HeadingInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Over 70,000 homeowners count on {brand} to keep their homes running. Here is what they get." |
*
* @param {Why_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_intro: ((inputs: Why_IntroInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_IntroInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "We only serve Arizona, Idaho, Nevada, Oregon, Texas and Utah, so we know the contractors and the climate." |
*
* @param {Why_Local_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_local_text: ((inputs?: Why_Local_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Local to the West" |
*
* @param {Why_Local_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_local_title: ((inputs?: Why_Local_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Local_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "From furnace igniters to refrigerator compressors. Last year we replaced more than 5,000 of them." |
*
* @param {Why_Parts_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_parts_text: ((inputs?: Why_Parts_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Over 9,000 parts covered" |
*
* @param {Why_Parts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_parts_title: ((inputs?: Why_Parts_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Parts_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Over 200 full-time staff answer calls, handle claims and follow up with contractors, all in-house." |
*
* @param {Why_People_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_people_text: ((inputs?: Why_People_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Real people on the phone" |
*
* @param {Why_People_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_people_title: ((inputs?: Why_People_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_People_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Members save an average of $200 on every approved repair. You pay the service fee you picked, not the bill." |
*
* @param {Why_Savings_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_savings_text: ((inputs?: Why_Savings_TextInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TextInputs, {
    locale?: "en" | "es";
}, {}>;
/**
* | output |
* | --- |
* | "Save about $200 a repair" |
*
* @param {Why_Savings_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export declare const why_savings_title: ((inputs?: Why_Savings_TitleInputs, options?: {
    locale?: "en" | "es";
}) => LocalizedString) & import('../runtime.js').MessageMetadata<Why_Savings_TitleInputs, {
    locale?: "en" | "es";
}, {}>;
